import SwiftSyntax

/// `withAnimation { DispatchQueue.main.asyncAfter(…) { shown = false } }`: the closure only
/// schedules the change, which runs later outside the animation's transaction, so nothing animates
/// and a Reduce Motion gate there changes nothing.
enum DeferredChange {
    /// Calls that run their closure later: GCD, a `Task`, a timer, `perform(_:with:afterDelay:)`.
    private static let schedulers: Set<String> = ["asyncAfter", "async", "Task", "scheduledTimer", "perform"]

    /// Whether every statement of `closure` only schedules work for later.
    static func onlySchedules(_ closure: ClosureExprSyntax) -> Bool {
        !closure.statements.isEmpty
            && closure.statements.allSatisfy { statement in
                guard case let .expr(expression) = statement.item,
                    let call = expression.as(FunctionCallExprSyntax.self),
                    let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                        ?? call.calleeName,
                    schedulers.contains(name)
                else { return false }
                if name == "perform" { return call.arguments.contains { $0.label?.text == "afterDelay" } }
                return call.trailingClosure != nil
                    || call.arguments.contains { $0.expression.is(ClosureExprSyntax.self) }
            }
    }
}
