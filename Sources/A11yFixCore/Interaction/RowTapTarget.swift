import A11yFixSyntax
import SwiftSyntax

/// Where a small control or tapped view is not the only way to what it does, so its own size is
/// no barrier (judged on real apps: a 10 pt chevron in a header row whose `.onTapGesture` toggles
/// the same expansion, and the 32 pt segments of a custom picker, the system segmented control's
/// height).
enum RowTapTarget {
    /// A `Button` inside a row (a stack or other view whose content closure holds it) whose own
    /// `.onTapGesture` runs the same action: `Button(action: onToggle)` in a row tapped with
    /// `{ onToggle() }`. The whole row is the target. A row gesture that does something else
    /// leaves the button the only target for its action.
    static func sharesRowAction(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calleeName == "Button", let action = actionText(of: call) else { return false }
        var current = Syntax(call).parent
        while let node = current, !node.is(MemberBlockSyntax.self), !node.is(FunctionDeclSyntax.self) {
            if let closure = node.as(ClosureExprSyntax.self),
                let row = closure.parent?.as(FunctionCallExprSyntax.self),
                ModifierChain(startingAt: row).modifiers.contains(where: { modifier in
                    guard modifier.name == "onTapGesture", let gesture = modifier.call,
                        let body = gesture.trailingClosure
                            ?? gesture.arguments.last?.expression.as(
                                ClosureExprSyntax.self)
                    else { return false }
                    return compact(body.statements.trimmedText) == action
                })
            {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// The button's action as the statements a gesture would run: `onToggle` → `onToggle()`, a
    /// closure → its statements, without spaces.
    private static func actionText(of call: FunctionCallExprSyntax) -> String? {
        if let action = call.argument(labeled: "action")?.expression {
            if let closure = action.as(ClosureExprSyntax.self) { return compact(closure.statements.trimmedText) }
            if action.is(DeclReferenceExprSyntax.self) || action.is(MemberAccessExprSyntax.self) {
                return compact(action.trimmedText) + "()"
            }
            return nil
        }
        // `Button { toggle() } label: { … }`.
        guard call.closure(labeled: "label") != nil, let closure = call.trailingClosure else { return nil }
        return compact(closure.statements.trimmedText)
    }

    private static func compact(_ text: String) -> String { text.filter { !$0.isWhitespace } }

    /// The system segmented control draws segments 28 to 32 pt tall.
    static let segmentHeight: Double = 28

    /// A tapped view `ForEach` makes in a row, whose gesture selects that element
    /// (`selection = option.value`, `selected = index`), framed at least as tall as the system
    /// segmented control's segments: a custom segmented picker at the system's own size. A segment
    /// below it, or a gesture that does something else, is still measured.
    static func isSegment(_ call: FunctionCallExprSyntax, gesture: ModifierChain.Modifier, size: Double) -> Bool {
        guard size >= segmentHeight, let body = gesture.call?.trailingClosure else { return false }
        var current = Syntax(call).parent
        while let node = current, !node.is(MemberBlockSyntax.self) {
            if let closure = node.as(ClosureExprSyntax.self),
                let forEach = closure.parent?.as(FunctionCallExprSyntax.self)
            {
                guard forEach.calleeName == "ForEach",
                    let row = forEach.parent?.parent?.parent?.as(ClosureExprSyntax.self)?.parent?.as(
                        FunctionCallExprSyntax.self),
                    ["HStack", "LazyHStack"].contains(row.calleeName ?? "")
                else { return false }
                let elements: [String] =
                    switch closure.signature?.parameterClause {
                    case let .simpleInput(list)?: list.map(\.name.text)
                    case let .parameterClause(clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).text }
                    case nil: []
                    }
                return !elements.isEmpty && selects(elements, in: body)
            }
            current = node.parent
        }
        return false
    }

    /// `selection = option.value` (or `= option`, `= index`) somewhere in the gesture's body.
    private static func selects(_ elements: [String], in body: ClosureExprSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            let elements: [String]
            var found = false
            init(elements: [String]) {
                self.elements = elements
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let parts = Array(node.elements)
                if parts.count == 3, parts[1].is(AssignmentExprSyntax.self) {
                    let value = parts[2].trimmedText
                    if elements.contains(where: { value == $0 || value.hasPrefix($0 + ".") }) { found = true }
                }
                return found ? .skipChildren : .visitChildren
            }
        }
        let finder = Finder(elements: elements)
        finder.walk(body)
        return finder.found
    }
}
