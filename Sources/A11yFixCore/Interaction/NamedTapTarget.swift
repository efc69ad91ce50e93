import A11yFixSyntax
import SwiftSyntax

/// A tapped view that is one accessibility element with a name already, so only the button trait
/// is missing: `.accessibilityElement(children: .ignore)` with a label, `.combine` over text or with
/// a label, or a project view whose own code names its element (a reply preview that combines its
/// sender and text under "In reply to …"). Judged on real apps, such a view was reported as one
/// whose code does not say what it does, where the trait alone was a safe fix; and a label guessed
/// from the action or the glyph would override the better one it has.
enum NamedTapTarget {
    /// Whether the tapped view's own chain makes it one named element: then setting its
    /// accessibility by hand left out only the trait. A representation or a hidden view is
    /// replaced or gone, not named.
    static func isNamedElement(_ chain: ModifierChain, content: TappedContent) -> Bool {
        guard content.kind == .plain,
            !chain.modifiers.contains(where: {
                ["accessibilityRepresentation", "accessibilityHidden"].contains($0.name)
            }),
            let element = chain.modifiers.last(where: { $0.name == "accessibilityElement" }),
            let children = element.call?.argument(labeled: "children")?.expression.trimmedText
        else { return false }
        switch children {
        case ".ignore": return chain.hasAccessibilityLabel
        case ".combine": return chain.hasAccessibilityLabel || content.hasText
        default: return false
        }
    }

    /// Whether `view` is a project view that names its own element (`ProjectIndex.namesOwnElement`),
    /// with nothing in the tapped chain that changes its accessibility.
    static func isNamedProjectView(_ view: FunctionCallExprSyntax, chain: ModifierChain, index: ProjectIndex) -> Bool {
        guard let name = view.calleeName, !chain.hasAccessibilityModifier else { return false }
        return index.namesOwnElement(view: name)
    }
}
