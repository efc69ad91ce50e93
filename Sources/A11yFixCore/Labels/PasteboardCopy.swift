import A11yFixSyntax
import SwiftSyntax

/// An action that puts something on the pasteboard copies it: `UIPasteboard.general.string = id`,
/// `NSPasteboard.general.setString(id, forType: .string)`. Its button is "Copy", whatever
/// feedback it shows afterwards (a checkmark for "copied" swapped in for a moment).
enum PasteboardCopy {
    static func copies(_ action: ExprSyntax) -> Bool {
        guard let closure = action.as(ClosureExprSyntax.self) else { return false }
        return closure.statements.contains { statement in
            guard case let .expr(expression) = statement.item else { return false }
            if let target = expression.assignmentTarget?.trimmedText {
                return target.hasPrefix("UIPasteboard.general.")
            }
            guard let call = expression.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            else { return false }
            let receiver = member.base?.trimmedText ?? ""
            return ["UIPasteboard.general", "NSPasteboard.general"].contains(receiver)
                && ["setString", "setValue", "setData", "setItems", "writeObjects"].contains(
                    member.declName.baseName.text)
        }
    }
}
