import A11yFixSyntax
import SwiftSyntax

/// The title label of a button that only ever shows an image: `closeButton.titleLabel?.font = …`
/// beside `closeButton.setImage(…)`, with no title set anywhere the button can be reached. The
/// label never draws, so scaling its font changes nothing on screen.
enum ImageOnlyButton {
    static let titleSetters = [
        ".setTitle(", ".setAttributedTitle(", ".configuration?.title", ".configuration!.title",
        ".configuration?.attributedTitle", ".configuration.title", ".configuration.attributedTitle",
        ".titleLabel?.text", ".titleLabel!.text", ".titleLabel?.attributedText", ".title =",
    ]

    /// Whether `receiver` is the title label of a button that sets an image and never a title.
    /// Only a button no other file can reach: a local, a private property, or one made in a
    /// private lazy property's closure; and only when no configuration sets a title either.
    static func showsNoTitle(_ receiver: String, statement: CodeBlockItemSyntax, in file: SourceFile) -> Bool {
        guard
            receiver.hasSuffix(".titleLabel?") || receiver.hasSuffix(".titleLabel!")
                || receiver.hasSuffix(".titleLabel"),
            let name = TextViewSizing.ownerName(receiver),
            let scope = privateScope(of: name, around: Syntax(statement), in: file)
        else { return false }
        let text = scope.trimmedText
        var names = [name]
        if let property = TextViewSizing.lazyProperty(returning: name, around: Syntax(statement)) {
            names.append(property)
        }
        guard names.contains(where: { text.includes("\($0).setImage(") }) else { return false }
        // A configuration or a title given at creation (`UIButton(configuration:)`,
        // `UIButton(type: .system, primaryAction: UIAction(title:…))`) may show text.
        if text.includes("UIButton.Configuration") || text.includes("UIAction(title:") { return false }
        return !names.contains { name in titleSetters.contains { text.includes("\(name)\($0)") } }
    }

    /// Where every use of the button can be: the enclosing function for a local, the type for a
    /// private property (or a private lazy property that makes it); nil when other files can reach it.
    private static func privateScope(of name: String, around node: Syntax, in file: SourceFile) -> Syntax? {
        guard let type = node.ancestor(MemberBlockSyntax.self) else { return nil }
        let property = TextViewSizing.lazyProperty(returning: name, around: node) ?? name
        for member in type.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.bindings.contains(where: {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property
                })
            else { continue }
            let isPrivate = variable.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
            return isPrivate ? Syntax(type) : nil
        }
        // Not a property of the type: a local of the function around the statement.
        if let body = TextViewSizing.enclosingBody(of: node),
            file.descendants(PatternBindingSyntax.self, of: body).contains(where: {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            }),
            !body.trimmedText.includes("return \(name)")
        {
            return body
        }
        return nil
    }
}
