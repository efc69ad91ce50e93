import SwiftSyntax

/// Code that only moves the keyboard focus by itself: `field.becomeFirstResponder()`,
/// `window.makeFirstResponder(field)`, `focusedField = .name`. Skipping it while VoiceOver runs
/// keeps VoiceOver's place instead of jumping to the field (and bringing the keyboard up): an
/// accommodation, and the field stays one swipe away, so nothing is taken away.
enum VoiceOverFocusMove {
    /// Whether every statement of `statements` only moves the focus, and there is one at least.
    static func onlyMovesFocus(_ statements: [CodeBlockItemSyntax]) -> Bool {
        !statements.isEmpty && statements.allSatisfy(movesFocus)
    }

    /// `x.becomeFirstResponder()`, `makeFirstResponder(x)`, or an assignment to a name whose words
    /// say focus (`isFocused = true`, `focusedField = .title`).
    static func movesFocus(_ statement: CodeBlockItemSyntax) -> Bool {
        guard case let .expr(expression) = statement.item else { return false }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let name =
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            return ["becomeFirstResponder", "makeFirstResponder"].contains(name ?? "")
        }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let target = sequence.elements.first,
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
        else { return false }
        let name = target.trimmedText.split(separator: ".").last.map(String.init) ?? ""
        return name.lowercased().contains("focus")
    }
}
