import A11yFixSyntax
import SwiftSyntax

/// The alt text a picture's model carries: a runtime image drawn from a stored property of its view
/// (`if let data = attachment.data, let image = UIImage(data: data)`) whose project type holds the
/// picture's description in its author's words (`let description: String?` of `AttachmentModel`).
///
/// Only a property the image or the `if` around it reads, and only one such property in the view.
/// `description` counts only on a type named as a picture or attachment (`MediaItem`, `PhotoModel`):
/// elsewhere it is usually a debug description.
enum ModelAltText {
    /// Words of a type name that say its instances are pictures or attachments.
    static let pictureTypeWords: Set<String> = [
        "attachment", "media", "photo", "image", "picture", "asset", "gallery", "slide", "artwork",
    ]

    /// The label expression (`attachment.description ?? ""`) and the field it reads (`description`).
    static func label(for entry: RuntimeImage.Entry, index: ProjectIndex) -> (code: String, field: String)? {
        guard let owner = enclosingType(of: entry.node) else { return nil }
        let read = readText(around: entry.node)
        var found: [(code: String, field: String)] = []
        for (property, type) in storedProperties(of: owner) {
            guard read.includes(property + "."), let alt = index.altTextProperty(ofType: type) else { continue }
            let optional = alt.hasSuffix("?")
            let field = optional ? String(alt.dropLast()) : alt
            if field == "description",
                !ReadableName.words(of: type).contains(where: { pictureTypeWords.contains($0.lowercased()) })
            {
                continue
            }
            found.append((property + "." + field + (optional ? " ?? \"\"" : ""), property + "." + field))
        }
        return found.count == 1 ? found.first : nil
    }

    /// The image's own code and the conditions of the `if`s and `guard`s around it, up to its type.
    private static func readText(around node: ExprSyntax) -> String {
        var text = node.trimmedText
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self) {
            if let branch = parent.as(IfExprSyntax.self) { text += " " + branch.conditions.trimmedText }
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    guard let guardStatement = item.item.as(GuardStmtSyntax.self) else { continue }
                    text += " " + guardStatement.conditions.trimmedText
                }
            }
            current = parent
        }
        return text
    }

    /// `var attachment: AttachmentModel`, `let item: MediaItem`: stored properties with a plain type name.
    private static func storedProperties(of type: DeclGroupSyntax) -> [(String, String)] {
        type.memberBlock.members.flatMap { member -> [(String, String)] in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.text == "static" })
            else { return [] }
            return variable.bindings.compactMap { binding in
                guard binding.accessorBlock == nil,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text
                else { return nil }
                return (name, type)
            }
        }
    }

    private static func enclosingType(of node: some SyntaxProtocol) -> DeclGroupSyntax? {
        var current = node.parent
        while let parent = current {
            if let group = parent.asProtocol(DeclGroupSyntax.self), !parent.is(ExtensionDeclSyntax.self) {
                return group
            }
            current = parent.parent
        }
        return nil
    }
}
