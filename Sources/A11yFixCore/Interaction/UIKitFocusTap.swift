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

    /// The stored callback the handler of `call` runs and nothing else (`didTap?()`, `self.onTap?()`):
    /// whoever sets it decides what the tap does (`UIKitGestureElement` asks the project index).
    static func onlyCallback(_ call: FunctionCallExprSyntax, in classDecl: ClassDeclSyntax) -> String? {
        guard let body = UIKitPointGesture.handler(of: call, in: classDecl)?.body, body.statements.count == 1,
            let run = body.statements.first?.item.as(FunctionCallExprSyntax.self)
                ?? body.statements.first?.item
                .as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
            run.arguments.isEmpty, run.trailingClosure == nil
        else { return nil }
        var callee = run.calledExpression
        if let optional = callee.as(OptionalChainingExprSyntax.self) { callee = optional.expression }
        let name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        // A stored property of the class, not a method.
        let stored = classDecl.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && $0.accessorBlock == nil
            } == true
        }
        return stored ? name : nil
    }

    private static func movesFocusOnly(_ statements: CodeBlockItemListSyntax) -> Bool {
        // `guard let field: UITextField = findAllSubviews().first else { return }`: finds the field
        // to focus, and does nothing else.
        let statements = statements.filter { statement in
            guard let guardStatement = statement.item.as(GuardStmtSyntax.self) else { return true }
            return
                !(guardStatement.body.statements.count == 1
                && guardStatement.body.statements.first?.item.as(ReturnStmtSyntax.self)?.expression == nil)
        }
        return !statements.isEmpty
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
