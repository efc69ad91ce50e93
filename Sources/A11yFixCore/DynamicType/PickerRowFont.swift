import A11yFixSyntax
import SwiftSyntax

/// A font in a picker wheel's row (`pickerView(_:viewForRow:forComponent:reusing:)`,
/// `pickerView(_:attributedTitleForRow:forComponent:)`): the wheel lays every row out at one
/// height, a constant `pickerView(_:rowHeightForComponent:)` or its own, which does not grow
/// with the text, so a larger font clips. A row height the delegate computes (from the font,
/// from the text size) may grow, and is not judged here.
enum PickerRowFont {
    /// Parameter labels of the delegate methods that hand a row's text or view to the wheel.
    static let rowMethods: Set<String> = ["viewForRow", "attributedTitleForRow"]

    /// What holds the row around `node` at one height ("rowHeightForComponent returns 35"); nil
    /// outside a picker row, or when the delegate computes the height.
    static func heldHeight(around node: some SyntaxProtocol) -> String? {
        guard let function = Syntax(node).ancestor(FunctionDeclSyntax.self), function.name.text == "pickerView",
            function.signature.parameterClause.parameters.contains(where: {
                rowMethods.contains($0.firstName.text) || rowMethods.contains($0.secondName?.text ?? "")
            }),
            let members = function.ancestor(MemberBlockSyntax.self)
        else { return nil }
        for member in members.members {
            guard let height = member.decl.as(FunctionDeclSyntax.self), height.name.text == "pickerView",
                height.signature.parameterClause.parameters.contains(where: {
                    $0.firstName.text == "rowHeightForComponent"
                })
            else { continue }
            guard let statements = height.body?.statements, statements.count == 1, let only = statements.first
            else { return nil }
            let value = only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self)
            guard let value, value.numberLiteralValue != nil else { return nil }
            return "its picker's rowHeightForComponent returns \(value.trimmedText) pt"
        }
        return "its picker wheel keeps its own row height"
    }
}
