import A11yFixSyntax
import SwiftSyntax

/// `.animation(_, value: state)` on a `ZStack` or `Group` whose only child is a `switch` on that
/// state (or an `if`/`else` chain on it): each change swaps one view for another in the same
/// place, which SwiftUI's default transition cross-fades. Judged on real apps: loading, error and
/// content states, and a footer switching between messages, were gated although nothing slides.
/// The same holds for a view whose `.id` the state changes, with no moving transition of its own.
enum InPlaceSwap {
    static let containers: Set<String> = ["ZStack", "Group"]

    static func isCrossFade(_ call: FunctionCallExprSyntax, state name: String) -> Bool {
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return false }
        // `.id(steps[index].id).animation(.default, value: index)`: each change gives the view a new
        // identity, so the old one goes and the new one comes by the default transition, a
        // cross-fade (judged on real apps: an onboarding flow's steps), unless a moving one is set.
        let chain = ModifierChain(endingAt: base)
        if chain.modifiers.contains(where: { $0.name == "id" && $0.call.map { mentions($0.arguments, name) } == true })
        {
            return !chain.modifiers.contains { $0.name == "transition" && $0.call.map(movesContent) != false }
        }
        // `.transition(.slide)` on the container moves every view it swaps in.
        if chain.modifiers.contains(where: { $0.name == "transition" && $0.call.map(movesContent) != false }) {
            return false
        }
        guard let container = chain.root.as(FunctionCallExprSyntax.self),
            containers.contains(container.calleeName ?? ""),
            let content = container.trailingClosure, content.statements.count == 1,
            let only = content.statements.first?.expression
        else { return false }
        if let switchExpression = only.as(SwitchExprSyntax.self) {
            return (mentions(switchExpression.subject, name) || isIdentity(of: switchExpression.subject, in: call))
                && !movesContent(switchExpression.cases)
        }
        if let ifExpression = only.as(IfExprSyntax.self) {
            return mentions(ifExpression.conditions, name) && FadingBranches.branches(of: ifExpression).hasFinalElse
                && !movesContent(ifExpression)
        }
        return false
    }

    /// `switch self { … }` under `.animation(_, value: self.id)`, or `switch model.state` under
    /// `value: model.state.id`: the value is a member of what the switch chooses by, so it changes
    /// when the case does (judged on apps never tuned on: a view state's loading, error and empty
    /// views cross-fading in place, reported as motion).
    private static func isIdentity(of subject: ExprSyntax, in call: FunctionCallExprSyntax) -> Bool {
        guard let value = call.argument(labeled: "value")?.expression.as(MemberAccessExprSyntax.self),
            let base = value.base
        else { return false }
        return base.trimmedText == subject.trimmedText
    }

    private static func mentions(_ syntax: some SyntaxProtocol, _ name: String) -> Bool {
        syntax.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }

    /// A branch with a transition of its own that moves content is gated as a transition.
    private static func movesContent(_ syntax: some SyntaxProtocol) -> Bool {
        var names: Set<String> = []
        for token in syntax.tokens(viewMode: .sourceAccurate) {
            if case let .identifier(text) = token.tokenKind { names.insert(text) }
        }
        return names.contains("transition") && !names.isDisjoint(with: MotionGate.movingTransitions)
    }
}
