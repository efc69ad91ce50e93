import A11yFixSyntax
import SwiftSyntax

/// A tap recognizer that does nothing a user sees: made with no target and action and never
/// given one (it only swallows taps so they do not reach the views behind), or handled by a
/// method that only logs. Judged on real apps, reports on these were noise: there is no action
/// to name or reach, and the views the recognizer sits on stay readable.
enum UIKitIdleTap {
    /// Calls that only write to the console.
    static let loggingCalls: Set<String> = ["print", "debugPrint", "NSLog", "dump"]

    static func doesNothing(_ call: FunctionCallExprSyntax, in classDecl: ClassDeclSyntax) -> Bool {
        guard let setUp = UIKitPointGesture.setUpText(of: call, in: classDecl) else { return false }
        // `addGestureRecognizer(UITapGestureRecognizer())`: no target, no action, anywhere.
        guard setUp.includes("#selector(") else {
            return setUp.includes("UITapGestureRecognizer()") && !setUp.includes("addTarget(")
        }
        guard let body = UIKitPointGesture.handler(of: call, in: classDecl)?.body, !body.statements.isEmpty else {
            return false
        }
        return body.statements.allSatisfy { item in
            guard
                let logged = item.item.as(FunctionCallExprSyntax.self)?.calledExpression.as(
                    DeclReferenceExprSyntax.self)
            else { return false }
            return loggingCalls.contains(logged.baseName.text)
        }
    }
}
