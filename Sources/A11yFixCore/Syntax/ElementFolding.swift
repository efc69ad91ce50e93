import A11yFixSyntax
import SwiftSyntax

/// How an accessibility modifier folds the views under it: hides them from VoiceOver (an element
/// that ignores its children, hidden, represented by another view) or keeps them as they are.
/// Shared by the label and interaction concerns.
enum ElementFolding {
    /// Whether `modifier` keeps VoiceOver from the container's children: `.accessibilityElement()`
    /// and `children: .ignore`, `.accessibilityHidden(true)`, `.accessibilityRepresentation`, `.hidden()`.
    static func hidesChildren(_ modifier: ModifierChain.Modifier) -> Bool {
        let arguments = modifier.call?.arguments
        switch modifier.name {
        case "accessibilityElement":
            let children = arguments?.first { $0.label?.text == "children" }?.expression.trimmedText
            return children == nil || children == ".ignore"
        case "accessibilityHidden": return arguments?.first?.expression.trimmedText == "true"
        case "accessibility":
            return arguments?.contains { $0.label?.text == "hidden" && $0.expression.trimmedText == "true" } ?? false
        case "accessibilityRepresentation": return true
        case "hidden": return arguments?.isEmpty == true
        default: return false
        }
    }

    /// `.accessibilityElement(children: .contain)`: a container whose children stay elements.
    static func containsChildren(_ modifier: ModifierChain.Modifier) -> Bool {
        modifier.name == "accessibilityElement"
            && modifier.call?.arguments.contains {
                $0.label?.text == "children" && $0.expression.trimmedText == ".contain"
            } == true
    }
}
