import A11yFixSyntax
import SwiftSyntax

/// A filled circle symbol tinted with a colour (`Image(systemName: "circle.fill").foregroundStyle(color)`):
/// a status dot that says something by its colour, sized to its slot beside the text, not text
/// itself. Scaling it only pushes it into the text it sits beside.
enum ColourDot {
    static let dotSymbols: Set<String> = ["circle.fill", "circlebadge.fill"]

    static func isDot(_ chain: ModifierChain) -> Bool {
        guard let image = chain.root.as(FunctionCallExprSyntax.self),
            let name = image.argument(labeled: "systemName")?.expression.as(StringLiteralExprSyntax.self),
            dotSymbols.contains(name.segments.trimmedText)
        else { return false }
        return chain.has("foregroundStyle") || chain.has("foregroundColor") || chain.has("tint")
    }
}
