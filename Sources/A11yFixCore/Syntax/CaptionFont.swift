import A11yFixSyntax
import SwiftSyntax

/// Whether a `Text` is drawn at a caption's size: `.font(.caption)`, `.caption2`, `.footnote`, or a
/// system size of 13 or less, also through the project's own font modifier given a text style
/// (`.bellFont(.caption)`, `.appFont(.footnote)`). A `Text` in body size under an icon is a title of
/// its own, not the icon's caption.
enum CaptionFont {
    static func isCaptionSized(_ chain: ModifierChain) -> Bool {
        guard
            let font = chain.modifiers.last(where: {
                $0.name == "font" || $0.name.lowercased().hasSuffix("font") && $0.call?.arguments.count == 1
            })?.call?.arguments.first?.expression
        else {
            return false
        }
        let written = font.trimmedText
        if ["caption", "caption2", "footnote"].contains(where: { written.hasPrefix(".\($0)") }) { return true }
        guard let size = font.as(FunctionCallExprSyntax.self)?.argument(labeled: "size")?.expression.trimmedText,
            let points = Double(size)
        else { return false }
        return points <= 13
    }
}
