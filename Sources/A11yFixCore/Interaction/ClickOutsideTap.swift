import A11yFixSyntax
import SwiftSyntax

/// Taps that only put away what is open: a keyboard (`dismissKeyboardIfVisible()`), or an editor
/// or panel the tap closes only while it is open (`if isEditingName { finishEditing() }`, where
/// `finishEditing` sets `isEditingName = false`). "Click outside to dismiss" is a pointer's
/// shortcut; VoiceOver leaves a field or closes a panel with its own gestures, and a button trait
/// on the text or area around it would announce a control that does nothing most of the time.
enum ClickOutsideTap {
    /// Whether every effect of the tap hides the keyboard, or the whole tap is `if flag { … }`
    /// whose body (or an argument-free method of the same type it calls) sets `flag = false`.
    static func onlyPutsAway(_ tap: TapAction) -> Bool {
        let effects = tap.effects
        if !effects.isEmpty, effects.allSatisfy(hidesKeyboard) { return true }
        let statements = NonButtonTap.forwarded(tap)?.statements ?? tap.statements
        guard statements.count == 1, let ifExpression = ifExpression(statements[0]), ifExpression.elseBody == nil,
            ifExpression.conditions.count == 1,
            case let .expression(condition)? = ifExpression.conditions.first?.condition,
            let flag = flagName(condition)
        else { return false }
        return closes(flag, in: Array(ifExpression.body.statements), near: ifExpression, following: true)
    }

    /// `dismissKeyboardIfVisible()`, `hideKeyboard()`: a call whose name puts the keyboard away.
    static func hidesKeyboard(_ effect: TapEffect) -> Bool {
        guard let call = effect.call, let name = effect.calledName else { return false }
        let words = ReadableName.words(of: name).map { $0.lowercased() }
        return call.arguments.isEmpty && ["dismiss", "hide", "close", "resign"].contains(words.first ?? "")
            && words.contains("keyboard")
    }

    private static func ifExpression(_ statement: CodeBlockItemSyntax) -> IfExprSyntax? {
        switch statement.item {
        case let .expr(expression): expression.as(IfExprSyntax.self)
        case let .stmt(statement): statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
        default: nil
        }
    }

    /// `isEditing`, `self.isEditing`, `isEditing == true`: the flag a condition reads; nil for others.
    private static func flagName(_ condition: ExprSyntax) -> String? {
        var text = condition.trimmedText
        if text.hasSuffix("== true") {
            text = String(text.dropLast("== true".count)).trimmingCharacters(in: .whitespaces)
        }
        if text.hasPrefix("self.") { text.removeFirst("self.".count) }
        guard let first = text.first, first.isLetter || first == "_",
            text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return text
    }

    /// Whether the statements set `flag = false`, directly or in an argument-free method of the same
    /// type they call (one level).
    private static func closes(
        _ flag: String, in statements: [CodeBlockItemSyntax], near node: some SyntaxProtocol, following: Bool
    ) -> Bool {
        for effect in TapAction.effects(of: statements) {
            if let write = effect.write, write.operation == .assignment,
                write.pathNames == [flag] || write.pathNames == ["self", flag], write.value?.isFalseLiteral == true
            {
                return true
            }
            guard following, let call = effect.call, call.arguments.isEmpty, let name = effect.calledName,
                call.calledExpression.as(MemberAccessExprSyntax.self).map({ $0.base?.trimmedText == "self" }) ?? true,
                let body = TapAction.body(ofFunction: name, near: node)
            else { continue }
            if closes(flag, in: Array(body), near: node, following: false) { return true }
        }
        return false
    }
}
