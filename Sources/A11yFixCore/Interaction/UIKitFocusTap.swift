import A11yFixSyntax
import SwiftSyntax

/// A tap recognizer whose handler only moves keyboard focus: it dismisses the keyboard
/// (`textField.resignFirstResponder()`, `endEditing(true)`) or focuses a field from a larger hit
/// area (`entryView.becomeFirstResponder()`). Judged on real apps, reports on these were noise:
/// the text field is an element VoiceOver focuses and edits by itself, and the keyboard has its
/// own way to close.
enum UIKitFocusTap {
    static let focusCalls: Set<String> = ["resignFirstResponder", "becomeFirstResponder", "endEditing"]

    /// Whether the handler of the recognizer `call` adds does nothing but move focus (also
    /// under an `if`, such as `if textField.isFirstResponder`).
    static func onlyMovesFocus(_ call: FunctionCallExprSyntax, in classDecl: ClassDeclSyntax) -> Bool {
        guard let body = UIKitPointGesture.handler(of: call, in: classDecl)?.body, !body.statements.isEmpty else {
            return false
        }
        return movesFocusOnly(body.statements)
    }

    private static func movesFocusOnly(_ statements: CodeBlockItemListSyntax) -> Bool {
        !statements.isEmpty
            && statements.allSatisfy { statement in
                var expression: ExprSyntax?
                switch statement.item {
                case let .expr(found): expression = found
                case let .stmt(found): expression = found.as(ExpressionStmtSyntax.self)?.expression
                case .decl: return false
                }
                if let ifExpression = expression?.as(IfExprSyntax.self) {
                    guard movesFocusOnly(ifExpression.body.statements) else { return false }
                    switch ifExpression.elseBody {
                    case nil: return true
                    case let .codeBlock(block)?: return movesFocusOnly(block.statements)
                    case .ifExpr?: return false
                    }
                }
                // `_ = field.becomeFirstResponder()`: the result is dropped.
                if let sequence = expression?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                    sequence.elements.first?.is(DiscardAssignmentExprSyntax.self) == true
                {
                    expression = sequence.elements.last
                }
                guard let call = expression?.as(FunctionCallExprSyntax.self) else { return false }
                let name =
                    call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calleeName
                return name.map(focusCalls.contains) ?? false
            }
    }
}
