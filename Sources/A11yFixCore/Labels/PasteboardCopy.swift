import A11yFixSyntax
import SwiftSyntax

/// An action that puts something on the pasteboard copies it: `UIPasteboard.general.string = id`,
/// `NSPasteboard.general.setString(id, forType: .string)`, or a project's wrapper around them
/// (`Clipboard.shared.setString(id)`). Its button is "Copy", whatever
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
            let method = member.declName.baseName.text
            if ["UIPasteboard.general", "NSPasteboard.general"].contains(receiver) {
                return ["setString", "setValue", "setData", "setItems", "writeObjects"].contains(method)
            }
            // A project's own wrapper (`Clipboard.shared.setString(text)`): its type names the
            // pasteboard and the method writes to it; never "Set string".
            let type = receiver.split(separator: ".").first.map(String.init) ?? ""
            let wrapsPasteboard = ["clipboard", "pasteboard"].contains { type.lowercased().contains($0) }
            return wrapsPasteboard && ["set", "copy", "write", "put"].contains { method.hasPrefix($0) }
        }
    }
}
