import A11yFixSyntax
import SwiftSyntax

/// An animation kept under a name (`let bounce = Animation.spring(…)` at file level, `static let
/// lift = …` in a type, a member, a local, or a computed `var pulse: Animation { … }`) is judged by
/// the animation it stands for, as if written in place: an instant one is no motion, an
/// interactive spring on a drag follows the finger, a short linear one is technical (judged on
/// apps never tuned on: stored animations were judged by their names alone).
enum StoredAnimation {
    /// The animation `expression` names (`bounce`, `Self.lift`, `Motion.pop`), with the modifiers
    /// written after the name kept (`bounce.delay(0.2)` stands for `.spring(…).delay(0.2)`'s
    /// root); nil when it names none the file declares.
    static func definition(of expression: ExprSyntax, at node: some SyntaxProtocol) -> ExprSyntax? {
        let chain = ModifierChain(endingAt: expression)
        let root = chain.root
        let name: String
        var owner: String?
        if let reference = root.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = root.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            base == "Self" || base.first?.isUppercase == true, base != "Animation"
        {
            name = member.declName.baseName.text
            owner = base == "Self" ? nil : base
        } else {
            return nil
        }
        // A parameter (`func slide(_ animation: Animation)`) is whatever the caller passes.
        guard name.first?.isLowercase == true, !MotionGate.isParameter(name, around: Syntax(node)) else { return nil }
        if owner == nil, let local = ReduceMotionChecks.local(named: name, around: Syntax(node)) {
            return local
        }
        return declared(name, owner: owner, around: Syntax(node))
    }

    /// The value of `name` declared by the type `owner` of the file (or, with no owner, the types
    /// around `node`, then the file's top level): an initializer or a one-expression getter.
    private static func declared(_ name: String, owner: String?, around node: Syntax) -> ExprSyntax? {
        guard let file = node.root.as(SourceFileSyntax.self) else { return nil }
        if let owner {
            for group in types(in: Syntax(file)) where group.name == owner {
                if let value = value(of: name, in: group.members) { return value }
            }
            return nil
        }
        var current = node.parent
        while let next = current {
            if let group = next.asProtocol(DeclGroupSyntax.self),
                let value = value(of: name, in: group.memberBlock.members)
            {
                return value
            }
            current = next.parent
        }
        for statement in file.statements {
            guard let variable = statement.item.as(VariableDeclSyntax.self) else { continue }
            if let value = value(of: name, in: [variable]) { return value }
        }
        return nil
    }

    private static func value(of name: String, in members: MemberBlockItemListSyntax) -> ExprSyntax? {
        value(of: name, in: members.compactMap { $0.decl.as(VariableDeclSyntax.self) })
    }

    private static func value(of name: String, in variables: [VariableDeclSyntax]) -> ExprSyntax? {
        for variable in variables {
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let value = binding.initializer?.value { return value }
                if case let .getter(body)? = binding.accessorBlock?.accessors, body.count == 1,
                    let value = body.first?.item.as(ExprSyntax.self)
                        ?? body.first?.item.as(ReturnStmtSyntax.self)?.expression
                {
                    return value
                }
                return nil
            }
        }
        return nil
    }

    /// The types the file declares, by name, with their members (also enums and extensions).
    private static func types(in root: Syntax) -> [(name: String, members: MemberBlockItemListSyntax)] {
        final class Finder: SyntaxVisitor {
            var found: [(name: String, members: MemberBlockItemListSyntax)] = []
            private func add(_ node: some NamedDeclSyntax & DeclGroupSyntax) -> SyntaxVisitorContinueKind {
                found.append((node.name.text, node.memberBlock.members))
                return .visitChildren
            }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
                found.append((node.extendedType.trimmedText, node.memberBlock.members))
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(root)
        return finder.found
    }
}
