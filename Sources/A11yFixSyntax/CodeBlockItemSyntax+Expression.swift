import SwiftSyntax

extension CodeBlockItemSyntax {
    /// The expression a statement is: `Text("a")`, or an `if` or `switch`, which stand at
    /// statement position wrapped in an expression statement.
    package var expression: ExprSyntax? {
        switch item {
        case let .expr(expression): return expression
        case let .stmt(statement): return statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }
}

extension CodeBlockItemSyntax.Item {
    /// The expression of `Text(…)` or of `if … { }` at statement position, which the parser may
    /// wrap in an expression statement.
    package var expression: ExprSyntax? {
        switch self {
        case let .expr(expression): expression
        case let .stmt(statement): statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: nil
        }
    }
}
