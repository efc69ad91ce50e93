import A11yFixSyntax
import SwiftSyntax

/// A button that types one character into the text being written (`insertAtCursor(content: "#")`):
/// the character says what it starts, which the glyph (`number`, `at`) only draws.
enum InsertedText {
    /// Characters that start a thing in a post or message, and the words for inserting them.
    static let phrases: [String: String] = ["#": "Insert hashtag", "@": "Insert mention"]

    static func phrase(of action: ExprSyntax) -> String? {
        guard let closure = action.as(ClosureExprSyntax.self), closure.statements.count == 1,
            case let .expr(expression) = closure.statements.first!.item,
            let call = expression.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calleeName,
            ReadableName.words(of: name).first?.lowercased() == "insert", call.arguments.count == 1,
            let character = call.arguments.first?.expression.stringLiteralValue
        else { return nil }
        return phrases[character]
    }
}
