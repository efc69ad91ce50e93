import A11yFixSyntax
import SwiftSyntax

/// A receiver reached through an `@IBOutlet` of the file (`titleLabel`, `self.titleLabel`,
/// `signInButton.titleLabel?`): the view is laid out in a storyboard or xib.
enum InterfaceBuilderOutlet {
    static func isOutlet(_ receiver: String, in file: SourceFile) -> Bool {
        let parts = receiver.split(separator: ".").map { $0.trimmingCharacters(in: ["?", "!"]) }
        guard let root = parts.first(where: { $0 != "self" }) else { return false }
        return outlets(in: file).contains(root)
    }

    /// The names the file declares with `@IBOutlet`, found once per file.
    private static func outlets(in file: SourceFile) -> Set<String> {
        file.memoized("InterfaceBuilderOutlets") {
            guard file.containsText("@IBOutlet") else { return Set<String>() }
            var names: Set<String> = []
            for variable in file.descendants(VariableDeclSyntax.self, of: file.tree)
            where variable.attributes.contains(where: {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "IBOutlet"
            }) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        names.insert(name)
                    }
                }
            }
            return names
        }
    }
}
