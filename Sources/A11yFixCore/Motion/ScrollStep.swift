import A11yFixSyntax
import SwiftSyntax

/// `UIView.animate(withDuration: 0.1) { scrollView.contentOffset.y += 50 }`: a scroll of a tenth of a
/// second or less, what a scroll view does at every arrow-key press or as a fling ends. Reduce
/// Motion leaves scrolling as it is, and at zero duration the step only turns into a jump (judged
/// on apps never tuned on: a keyboard shortcut's scroll step and the end of the user's own fling,
/// gated as motion).
enum ScrollStep {
    /// The longest a step may last: the pace of the scroll view's own steps.
    static let limit = 0.1

    /// Whether the call lasts at most `limit` and its block only moves a scroll view's offset.
    static func isScrollStep(_ call: FunctionCallExprSyntax, duration: ExprSyntax) -> Bool {
        guard let seconds = duration.numberLiteralValue, seconds <= limit,
            let animations = MotionGateUIKit.animations(of: call)
        else { return false }
        var scrolls = false
        for statement in animations.statements {
            // `let offset = min(…)`, `guard let self else { return }`: nothing drawn.
            if statement.item.is(VariableDeclSyntax.self) || statement.item.is(GuardStmtSyntax.self) { continue }
            guard let expression = statement.expression, movesOffset(expression) else { return false }
            scrolls = true
        }
        return scrolls
    }

    /// `view.contentOffset = p`, `view?.contentOffset.y -= 40`, `view.setContentOffset(p, animated: false)`.
    private static func movesOffset(_ expression: ExprSyntax) -> Bool {
        if let write = Write(expression), write.pathNames.contains("contentOffset") { return true }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil
        else { return false }
        return member.declName.baseName.text == "setContentOffset"
    }
}
