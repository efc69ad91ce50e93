import A11yFixSyntax
import SwiftSyntax

/// A `.font` on an `Image` that draws a bitmap (`Image(uiImage:)`, `Image(nsImage:)`,
/// `Image(cgImage:…)`, an asset `Image("logo")`): only SF Symbols take their size from the font, so
/// scaling it changes nothing on screen (judged on apps never tuned on: a pump badge's `UIImage`).
/// An asset image given symbol modifiers (`.symbolRenderingMode`, `.imageScale`) may be a custom
/// symbol, and keeps the font.
enum BitmapImageFont {
    /// Whether the `.font(…)` that holds `font` styles a bitmap image, which ignores it.
    static func isIgnored(_ font: FunctionCallExprSyntax) -> Bool {
        guard let chain = FixedTextLayout.glyphChain(of: font),
            let image = chain.root.as(FunctionCallExprSyntax.self),
            let first = image.arguments.first
        else { return false }
        let label = first.label?.text
        if ["uiImage", "nsImage", "cgImage"].contains(label) { return true }
        // `Image("logo")`, `Image(decorative: "logo")`: an asset, a symbol only if styled as one.
        guard label == nil || label == "decorative", first.expression.is(StringLiteralExprSyntax.self) else {
            return false
        }
        return !chain.modifiers.contains { symbolModifiers.contains($0.name) }
    }

    /// Modifiers that only mean something for a symbol: an asset styled with them is a custom symbol.
    private static let symbolModifiers: Set<String> = [
        "symbolRenderingMode", "symbolVariant", "symbolEffect", "imageScale", "fontWeight",
    ]
}
