import SwiftParser
import SwiftSyntax
import Testing

/// The first statement of `source`, as an expression: what the expression-level tests read.
func firstExpression(_ source: String) -> ExprSyntax {
    let file = Parser.parse(source: source)
    guard case let .expr(expression) = file.statements.first!.item else {
        Issue.record("not an expression: \(source)")
        return ExprSyntax(NilLiteralExprSyntax())
    }
    return expression
}
