import A11yFixSyntax
import SwiftSyntax

/// A view drawn in a Swift Charts mark's `.symbol { … }` (`PointMark(…).symbol { Image(systemName: "circle.fill") }`):
/// the chart draws it as the mark's shape, and VoiceOver reads the mark's values, never the view as an
/// element of its own (judged on unseen apps: a finding asking to label a plotted dot is noise).
enum ChartSymbol {
    /// Whether `node` is inside the closure or argument of a `.symbol` modifier.
    static func contains(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node).parent
        while let candidate = current, !candidate.is(MemberBlockSyntax.self) {
            if let closure = candidate.as(ClosureExprSyntax.self), isSymbolCall(closure.parent) { return true }
            if let argument = candidate.as(LabeledExprSyntax.self), isSymbolCall(argument.parent?.parent) {
                return true
            }
            current = candidate.parent
        }
        return false
    }

    /// `.symbol { … }` or `.symbol(…)` on a chain: Charts' modifier (SwiftUI views have none of that name).
    private static func isSymbolCall(_ node: Syntax?) -> Bool {
        guard let call = node?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        return member.declName.baseName.text == "symbol" && member.base != nil
    }
}
