import A11yFixSyntax
import SwiftSyntax

/// Text on a keyboard: code in a view that inherits `UIInputView` (an input view or accessory
/// drawn as keys, `inputViewStyle: .keyboard`) or in a keyboard extension's
/// `UIInputViewController`, directly or through the project's own classes. A keyboard keeps its
/// height at every text size and the system's keys do not grow with Dynamic Type: a key title
/// scaled there outgrows its cap in a grid that cannot make room, and stands apart from the
/// system keys beside it.
enum KeyboardSurface {
    static let keyboardTypes: Set<String> = ["UIInputView", "UIInputViewController"]

    /// The keyboard class whose code holds `node` (`NumberRowAccessory`), or nil.
    static func keyboardType(around node: some SyntaxProtocol, index: ProjectIndex) -> String? {
        var current = Syntax(node).parent
        while let candidate = current {
            defer { current = candidate.parent }
            let name: String
            var bases: [String] = []
            if let type = candidate.as(ClassDeclSyntax.self) {
                name = type.name.text
                bases = type.inheritanceClause?.inheritedTypes.map(\.type.trimmedText) ?? []
            } else if let type = candidate.as(ExtensionDeclSyntax.self) {
                name = type.extendedType.trimmedText
            } else {
                continue
            }
            if bases.contains(where: keyboardTypes.contains) || index.inherits(name, fromAnyOf: keyboardTypes) {
                return name
            }
            // The innermost class or extension decides: a view nested in a keyboard is judged by its own type.
            return nil
        }
        return nil
    }
}
