import A11yFixSyntax
import SwiftSyntax

/// A drag that picks the cell under the finger, over cells whose own tap picks the same:
///
///     grid.gesture(DragGesture().onChanged { value in pick(at: value.location) })
///     func pick(at point: CGPoint) { …; selectedDay = day }
///     cell.onTapGesture { select(day) }   // func select(_ day:) { selectedDay = day }
///
/// The drag writes the state a tap in the same type writes (directly, or in a method of the type it
/// calls): it is a faster way to do what tapping each cell does, and VoiceOver users tap the cells.
/// Judged on unseen apps: a calendar heat map scrubbed by a drag, whose days each select on tap,
/// was reported as a slider VoiceOver users could not change.
enum TappedPick {
    static func cellsPickTheSame(_ drag: ExprSyntax) -> Bool {
        guard let type = drag.ancestor(MemberBlockSyntax.self) else { return false }
        var methods: [String: CodeBlockItemListSyntax] = [:]
        for member in type.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body {
                methods[function.name.text] = body.statements
            }
        }
        let dragWrites = writes(in: Syntax(drag), methods: methods)
        guard !dragWrites.isEmpty else { return false }
        for call in nodes(FunctionCallExprSyntax.self, in: type) {
            guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "onTapGesture",
                let action = call.trailingClosure.map(Syntax.init)
                    ?? call.argument(labeled: "perform").map(Syntax.init),
                // `onTapGesture { location in … }` picks by position too, which VoiceOver cannot.
                action.as(ClosureExprSyntax.self)?.signature == nil
            else { continue }
            if !writes(in: action, methods: methods).isDisjoint(with: dragWrites) { return true }
        }
        return false
    }

    /// The plain names `node` assigns (`selectedDay = day`, `self.selectedDay = day`), also in the
    /// bodies of the type's methods it calls (one level).
    static func writes(in node: Syntax, methods: [String: CodeBlockItemListSyntax]) -> Set<String> {
        var found = assigned(in: node)
        for call in nodes(FunctionCallExprSyntax.self, in: node) {
            let name =
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap {
                    $0.base?.trimmedText == "self" ? $0.declName.baseName.text : nil
                }
            if let name, let body = methods[name] { found.formUnion(assigned(in: Syntax(body))) }
        }
        // `perform: select`: the method itself.
        if let reference = node.as(LabeledExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self),
            let body = methods[reference.baseName.text]
        {
            found.formUnion(assigned(in: Syntax(body)))
        }
        return found
    }

    private static func assigned(in node: Syntax) -> Set<String> {
        var names: Set<String> = []
        for sequence in nodes(SequenceExprSyntax.self, in: node) {
            guard let target = ExprSyntax(sequence).assignmentTarget else { continue }
            let text = target.trimmedText
            let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
            if name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { names.insert(name) }
        }
        return names
    }

    private static func nodes<T: SyntaxProtocol>(_ type: T.Type, in node: some SyntaxProtocol) -> [T] {
        var found: [T] = []
        var stack = [Syntax(node)]
        while let current = stack.popLast() {
            if let match = current.as(T.self) { found.append(match) }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return found
    }
}
