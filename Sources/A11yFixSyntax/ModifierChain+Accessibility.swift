import SwiftSyntax

extension ModifierChain {
    /// Whether the chain names the view for assistive technologies:
    /// `.accessibilityLabel(…)` or the older `.accessibility(label:)`.
    package var hasAccessibilityLabel: Bool {
        modifiers.contains { modifier in
            modifier.name == "accessibilityLabel"
                || (modifier.name == "accessibility"
                    && modifier.call?.arguments.contains { $0.label?.text == "label" } == true)
        }
    }

    /// Any modifier whose name starts with `accessibility` (including `.accessibility(…)`).
    package var hasAccessibilityModifier: Bool { modifiers.contains { $0.name.hasPrefix("accessibility") } }

    /// `.accessibilityHidden(true)` / `.accessibility(hidden: true)`: out of assistive technology's reach.
    package var hidesFromAccessibility: Bool {
        modifiers.contains { modifier in
            guard let arguments = modifier.call?.arguments else { return false }
            return (modifier.name == "accessibilityHidden" && arguments.first?.expression.trimmedText == "true")
                || (modifier.name == "accessibility"
                    && arguments.contains { $0.label?.text == "hidden" && $0.expression.trimmedText == "true" })
        }
    }

    /// `.accessibilityAddTraits(.isButton)` / `.accessibility(addTraits: .isButton)` with any of `traits`.
    package func addsTraits(_ traits: [String]) -> Bool {
        modifiers.contains { modifier in
            (modifier.name == "accessibilityAddTraits" || modifier.name == "accessibility")
                && traits.contains { trait in modifier.call?.arguments.trimmedText.includes(trait) ?? false }
        }
    }
}
