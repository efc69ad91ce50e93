import A11yFixSyntax
import SwiftSyntax

/// Whether a tap on the same view already does what a long press does: `.onTapGesture` on the
/// same chain, the view's own `Button`, or a button inside it (a close button in its overlay).
/// VoiceOver and Switch Control users reach that by activating the view, so the long press
/// needs no action of its own (judged on real apps: a banner closed by both its close button
/// and a long press, a row whose tap and long press open the same page).
enum LongPressTap {
    /// Whether every statement of the long press `call` is also a statement of a tap on the view
    /// whose modifier chain is `chain`.
    static func tapDoesSame(_ call: FunctionCallExprSyntax, chain: ModifierChain, in file: SourceFile) -> Bool {
        let pressed = effects(of: action(ofGesture: call))
        guard !pressed.isEmpty else { return false }
        let view = chain.outermost
        let span = view.position..<view.endPosition
        var tapped: Set<String> = []
        for tap in file.functionCalls where tap.id != call.id && span.contains(tap.position) {
            if tap.calleeName == "Button" {
                let action = tap.argument(labeled: "action")?.expression ?? tap.trailingClosure.map(ExprSyntax.init)
                tapped.formUnion(effects(of: action))
            } else if tap.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "onTapGesture" {
                tapped.formUnion(effects(of: action(ofGesture: tap)))
            }
        }
        return pressed.isSubset(of: tapped)
    }

    /// The closure or function a gesture modifier performs: trailing, or its `perform:` argument.
    static func action(ofGesture call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.trailingClosure.map(ExprSyntax.init) ?? call.argument(labeled: "perform")?.expression
    }

    /// The statements an action runs, without spacing or `self.`: `{ open(item) }` and
    /// `{ self.open(item) }` are one; a function passed by name (`perform: open`) is its call.
    static func effects(of action: ExprSyntax?) -> Set<String> {
        guard let action else { return [] }
        func normalized(_ text: String) -> String {
            text.replacingOccurrences(of: "self.", with: "").filter { !$0.isWhitespace }
        }
        guard let closure = action.as(ClosureExprSyntax.self) else {
            return action.is(DeclReferenceExprSyntax.self) || action.is(MemberAccessExprSyntax.self)
                ? [normalized(action.trimmedText + "()")] : []
        }
        return Set(closure.statements.map { normalized($0.item.trimmedText) })
    }
}
