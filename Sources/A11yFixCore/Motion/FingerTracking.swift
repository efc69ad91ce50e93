import A11yFixSyntax
import SwiftSyntax

/// Animations a moving finger drives, which Reduce Motion keeps: what they move follows the
/// finger, and a zero duration only makes the tracking jerkier.
enum FingerTracking {
    /// A call in the branch a gesture takes while the finger moves: `if pan.state == .changed { … }`,
    /// `case .changed:` of a `switch` on a recognizer's `state`. A short animation there smooths
    /// a view after the finger (a sidebar dragged open), and runs again at the next move.
    static func isInChangedState(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return false }
            if let branch = parent.as(IfExprSyntax.self), branch.body.id == node.id,
                branch.conditions.contains(where: { readsChangedState($0.condition) })
            {
                return true
            }
            if let switchCase = parent.as(SwitchCaseSyntax.self),
                let label = switchCase.label.as(SwitchCaseLabelSyntax.self),
                label.caseItems.contains(where: { isChanged($0.pattern) }),
                let subject = switchCase.ancestor(SwitchExprSyntax.self)?.subject.as(MemberAccessExprSyntax.self),
                subject.declName.baseName.text == "state"
            {
                return true
            }
            node = parent
        }
        return false
    }

    /// `pan.state == .changed`, `recognizer.state == UIGestureRecognizer.State.changed`.
    private static func readsChangedState(_ condition: ConditionElementSyntax.Condition) -> Bool {
        guard let expression = condition.as(ExprSyntax.self) else { return false }
        let text = expression.trimmedText.filter { !$0.isWhitespace }
        return text.includes(".state==") && text.hasSuffix(".changed")
            || text.hasPrefix(".changed==") && text.hasSuffix(".state")
    }

    /// `.changed`, `UIGestureRecognizer.State.changed`.
    private static func isChanged(_ pattern: PatternSyntax) -> Bool {
        pattern.trimmedText.filter { !$0.isWhitespace }.hasSuffix(".changed")
    }

    /// `animateTransition(using:)` of an animator some file returns for a transition its
    /// interaction controller drives (`case .pop: return BackAnimator()` beside
    /// `navigationController(_:interactionControllerFor:)`): a swipe scrubs it.
    static func isDrivenElsewhere(_ call: FunctionCallExprSyntax, index: ProjectIndex) -> Bool {
        guard call.ancestor(FunctionDeclSyntax.self)?.name.text == "animateTransition",
            let type = call.ancestor(ClassDeclSyntax.self)?.name.text
        else { return false }
        return index.isDrivenInteractively(type)
    }
}
