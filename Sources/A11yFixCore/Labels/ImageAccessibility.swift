import A11yFixSyntax
import SwiftSyntax

/// What an image's own accessibility modifiers do, read by what they say rather than by their
/// name: `.accessibilityHidden(false)` is written to keep an image visible, so it neither hides
/// nor names it.
enum ImageAccessibility {
    /// `.accessibilityHidden(false)` / `.accessibility(hidden: false)`: the default, which changes nothing.
    static func isInert(_ modifier: ModifierChain.Modifier) -> Bool {
        guard let arguments = modifier.call?.arguments else { return false }
        switch modifier.name {
        case "accessibilityHidden": return arguments.first?.expression.trimmedText == "false"
        case "accessibility":
            return arguments.count == 1 && arguments.first?.label?.text == "hidden"
                && arguments.first?.expression.trimmedText == "false"
        default: return false
        }
    }

    /// Whether the chain has an accessibility modifier that does something (any but `hidden: false`).
    static func hasEffectiveModifier(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains { $0.name.hasPrefix("accessibility") && !isInert($0) }
    }

    /// `.hidden()`: laid out but neither drawn nor read by VoiceOver.
    static func isNotShown(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains { $0.name == "hidden" && $0.call?.arguments.isEmpty == true }
    }
}
