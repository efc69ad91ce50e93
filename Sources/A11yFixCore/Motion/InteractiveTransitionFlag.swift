import A11yFixSyntax
import SwiftSyntax

/// `animateTransition(using:)` of an animator that reads whether a finger drives the transition
/// (`transitionContext.isInteractive`, or its interaction controller's `interacting`): the same
/// animation plays a swipe to dismiss, which a `UIPercentDrivenInteractiveTransition` scrubs, and a
/// dismissal no finger drives. A zero duration would leave the swipe nothing to scrub (judged on
/// real apps: a photo browser's swipe to dismiss, its driver declared in another file).
enum InteractiveTransitionFlag {
    /// Names that say a transition is being driven by a finger.
    static let flagNames: Set<String> = ["isInteractive", "interacting", "isInteracting", "interactive"]

    /// The expression that reads the flag, as written, for a call in `animateTransition(using:)`.
    static func read(around call: FunctionCallExprSyntax) -> String? {
        guard let function = call.ancestor(FunctionDeclSyntax.self), function.name.text == "animateTransition",
            let body = function.body
        else { return nil }
        for token in body.tokens(viewMode: .sourceAccurate) where flagNames.contains(token.text) {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                member.declName.baseName.id == token.id, member.base != nil
            else { continue }
            return member.trimmedText
        }
        return nil
    }

    /// The read of `transitionWasCancelled`, as written, that an `if` or `guard` in
    /// `animateTransition(using:)` around `call` branches on: the transition undoes its changes
    /// when cancelled, which only an interactive transition can be. Passing it on alone
    /// (`completeTransition(!context.transitionWasCancelled)`) is every animator's boilerplate.
    static func cancelBranch(around call: FunctionCallExprSyntax) -> String? {
        guard let function = call.ancestor(FunctionDeclSyntax.self), function.name.text == "animateTransition",
            let body = function.body
        else { return nil }
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == "transitionWasCancelled" {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.base != nil else {
                continue
            }
            var node = Syntax(member)
            while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(ClosureExprSyntax.self) {
                if parent.is(ConditionElementSyntax.self) { return member.trimmedText }
                node = parent
            }
        }
        return nil
    }
}
