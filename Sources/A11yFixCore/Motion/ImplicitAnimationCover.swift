import A11yFixSyntax
import SwiftSyntax

/// Whether a read of a state is drawn only inside views that an `.animation(_, value:)` of that
/// same state modifies. SwiftUI's implicit animation replaces the transaction's animation for the
/// views it modifies, so a `withAnimation` of the state changes nothing there: the pair is judged
/// as one, and the implicit animation is the one that decides (and is gated) there.
///
/// A read is covered when it lies in such a modifier's view (also the view a closure hands it as
/// its parameter: `content.if(wide) { view in view.animation(.spring, value: x) }`), or in a local
/// (`let scale = { … }()`) or member of the view (`func header() -> some View`) whose every use
/// is covered in turn.
struct ImplicitAnimationCover {
    let name: String
    private let type: DeclGroupSyntax
    private let views: [Range<AbsolutePosition>]
    /// The file `node` is in, whose names are found by a byte search instead of a walk over the
    /// type's tokens. Unowned: a cover is kept in the file's memos.
    private unowned let file: SourceFile

    /// The cover of the `.animation(_, value: name)` modifiers of the type around `node`; nil when
    /// the type has none.
    init?(of name: String, around node: some SyntaxProtocol, in file: SourceFile) {
        guard let type = Self.viewType(around: node) else { return nil }
        var views: [Range<AbsolutePosition>] = []
        for token in Self.tokens(named: "animation", in: Syntax(type), of: file) {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                member.declName.baseName.id == token.id, let base = member.base,
                let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                let value = call.argument(labeled: "value")?.expression, Self.names(value, name)
            else { continue }
            views += Self.drawnViews(of: base).map(\.range)
        }
        guard !views.isEmpty else { return nil }
        self.name = name
        self.type = type
        self.views = views
        self.file = file
    }

    /// Whether `token` is drawn only under the type's `.animation(_, value: name)` modifiers.
    func covers(_ token: TokenSyntax) -> Bool {
        covers(Syntax(token), depth: 0)
    }

    private func covers(_ node: Syntax, depth: Int) -> Bool {
        if views.contains(where: { $0.contains(node.position) }) { return true }
        guard depth < 4 else { return false }
        // A local whose every use is covered: `let scale = { … }()` read by `.scaleEffect(scale)`.
        if let (local, scope) = Self.local(around: node) {
            let uses = Self.references(to: local, in: Syntax(scope), of: file)
            return !uses.isEmpty && uses.allSatisfy { covers(Syntax($0), depth: depth + 1) }
        }
        // A member of the view (not `body`, which is what is drawn) whose every use is covered.
        guard let member = node.ancestor(MemberBlockItemSyntax.self),
            member.parent?.parent?.id == type.memberBlock.id,
            let memberName = Self.memberName(member), memberName != "body"
        else { return false }
        let uses = Self.references(to: memberName, in: Syntax(type.memberBlock), of: file).filter {
            !member.range.contains($0.position)
        }
        return !uses.isEmpty && uses.allSatisfy { covers(Syntax($0), depth: depth + 1) }
    }

    /// `value: x`, `value: model.x`, `value: [x, y]`.
    private static func names(_ value: ExprSyntax, _ name: String) -> Bool {
        if let list = value.as(ArrayExprSyntax.self) {
            return list.elements.contains { ScreenChanges.stateName($0.expression) == name }
        }
        return ScreenChanges.stateName(value) == name
    }

    /// The view an `.animation` modifies: its base; where that base is a closure's parameter
    /// (`x.conditionalModifier(flag) { view in view.animation(…) }`), the view the closure's call is
    /// made on, which the parameter stands for; and where a view starts from a local (`let layout =
    /// Header().padding()`, then `layout.frame(…)`), the local's value.
    static func drawnViews(of base: ExprSyntax) -> [ExprSyntax] {
        var views = [base]
        var current = base
        for _ in 0..<4 {
            guard let root = ModifierChain(endingAt: current).root.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { break }
            if let closure = current.ancestor(ClosureExprSyntax.self),
                ScheduledRedraw.closureParameter(closure) == root,
                let call = closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                let outer = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            {
                views.append(outer)
                current = outer
            } else if current.ancestor(MemberBlockItemSyntax.self) != nil,
                let value = ReduceMotionChecks.local(named: root, around: Syntax(current))
            {
                views.append(value)
                current = value
            } else {
                break
            }
        }
        return views
    }

    /// The struct or class around `node`, whose members the cover follows.
    private static func viewType(around node: some SyntaxProtocol) -> DeclGroupSyntax? {
        var current = node.parent
        while let next = current {
            if let group = next.asProtocol(DeclGroupSyntax.self), next.is(StructDeclSyntax.self) {
                return group
            }
            current = next.parent
        }
        return nil
    }

    /// The local `let`/`var` of a code block whose initializer holds `node`, with that block.
    private static func local(around node: Syntax) -> (String, CodeBlockItemListSyntax)? {
        var current = node
        while let parent = current.parent, !parent.is(MemberBlockItemSyntax.self) {
            if let binding = parent.as(PatternBindingSyntax.self),
                binding.initializer?.range.contains(node.position) == true,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let scope = binding.ancestor(CodeBlockItemListSyntax.self)
            {
                return (name, scope)
            }
            current = parent
        }
        return nil
    }

    /// `header`, `header()`: the name a member of the view declares.
    private static func memberName(_ member: MemberBlockItemSyntax) -> String? {
        if let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1 {
            return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        return member.decl.as(FunctionDeclSyntax.self)?.name.text
    }

    private static func references(to name: String, in scope: Syntax, of file: SourceFile) -> [TokenSyntax] {
        tokens(named: name, in: scope, of: file).filter { $0.parent?.is(DeclReferenceExprSyntax.self) == true }
    }

    /// The identifier tokens spelled `name` (not `$name`) in `scope`, in source order.
    private static func tokens(named name: String, in scope: Syntax, of file: SourceFile) -> [TokenSyntax] {
        let range = scope.range
        return file.identifierTokens(named: name).filter {
            $0.tokenKind == .identifier(name) && range.contains($0.position)
        }
    }
}
