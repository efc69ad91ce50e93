import SwiftSyntax

extension ExprSyntax {
    /// The closure this expression is, also when written in parentheses: `animations: ({ … })`
    /// is the same block as `animations: { … }` (judged on apps never tuned on: a parenthesised
    /// fade read as code not understood, and gated as motion).
    var closureInParentheses: ClosureExprSyntax? {
        if let closure = self.as(ClosureExprSyntax.self) { return closure }
        guard let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        else { return nil }
        return only.expression.closureInParentheses
    }
}
