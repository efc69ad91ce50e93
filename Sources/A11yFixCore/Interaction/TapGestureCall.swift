import A11yFixSyntax
import SwiftSyntax

/// A tap attached to a view, in any of SwiftUI's spellings: `.onTapGesture { … }`,
/// `.onTapGesture(count: 1, perform: act)`, and a `TapGesture` handed to `.gesture`,
/// `.simultaneousGesture` or `.highPriorityGesture` (`TapGesture().onEnded { _ in … }`). Other
/// linters see all of them as taps; VoiceOver reaches none of them without the button trait.
struct TapGestureCall {
    /// The modifier call: `.onTapGesture { … }` or `.gesture(TapGesture()…)`.
    let call: FunctionCallExprSyntax
    /// The tapped view, with the modifiers before the tap.
    let base: ExprSyntax
    /// The closure or function the tap runs.
    let action: ExprSyntax?
    /// How many taps it takes (a count that is not a literal is read as one, as it always was).
    let count: Double
    /// How the tap is written, for messages: `.onTapGesture`, `.gesture(TapGesture())`.
    let spelling: String

    /// Modifiers that take a gesture value.
    static let gestureModifiers: Set<String> = ["gesture", "simultaneousGesture", "highPriorityGesture"]

    init?(_ call: FunctionCallExprSyntax) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
            return nil
        }
        let name = member.declName.baseName.text
        if name == "onTapGesture" {
            self.call = call
            self.base = base
            action = call.trailingClosure.map(ExprSyntax.init) ?? call.argument(labeled: "perform")?.expression
            count = call.argument(labeled: "count")?.expression.numberLiteralValue ?? 1
            spelling = ".onTapGesture"
            return
        }
        guard Self.gestureModifiers.contains(name), let gesture = call.arguments.first, gesture.label == nil,
            let tap = Self.tapGesture(gesture.expression)
        else { return nil }
        // `including: .subviews` or `.none` leaves the view's own tap off.
        if let mask = call.argument(labeled: "including")?.expression.trimmedText, ![".all", ".gesture"].contains(mask)
        {
            return nil
        }
        self.call = call
        self.base = base
        action = tap.action
        count = tap.count
        spelling = ".\(name)(TapGesture())"
    }

    /// `TapGesture(count: 1).onEnded { _ in … }`: its count and action. Nil for any other gesture,
    /// and for a tap combined with another (`.simultaneously(with:)`) or with modifier keys
    /// (`.modifiers(.command)`), which is a second way to act, not the view's tap.
    private static func tapGesture(_ expression: ExprSyntax) -> (count: Double, action: ExprSyntax?)? {
        let chain = ModifierChain(endingAt: expression)
        guard let root = chain.root.as(FunctionCallExprSyntax.self), root.calleeName == "TapGesture",
            chain.modifiers.count == 1, let ended = chain.modifiers.first, ended.name == "onEnded",
            let endedCall = ended.call
        else { return nil }
        let count = root.argument(labeled: "count")?.expression.numberLiteralValue ?? 1
        let action = endedCall.trailingClosure.map(ExprSyntax.init) ?? endedCall.arguments.first?.expression
        return (count, action)
    }
}
