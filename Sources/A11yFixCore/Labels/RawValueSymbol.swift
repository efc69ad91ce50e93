import A11yFixSyntax
import SwiftSyntax

/// `Image(systemName: style.rawValue)` in a type whose `style` is one of its own two-case `String`
/// enums (`enum Style: String { case plus, minus }`): the glyph follows the style, so the label
/// does too (`style == .plus ? "Add" : "Remove"`), in the symbol table's words. Never the type's
/// name: `GradientButton` says how the button looks, not what either of its glyphs does.
enum RawValueSymbol {
    /// The label following the property's case, when both glyphs have distinct, unambiguous phrases.
    static func label(for images: [ImageContent.Image], phrases: SymbolPhraseTable) -> InferredLabel? {
        guard images.count == 1, let image = images.first, image.isSymbol,
            let member = image.call.argument(labeled: "systemName")?.expression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "rawValue",
            let property = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let type = enclosingType(of: image.call),
            let cases = cases(ofPropertyNamed: property, in: type), cases.count == 2
        else { return nil }
        let phraseOf = { (raw: String) -> String? in
            phrases.isAmbiguous(raw) ? nil : phrases.phrase(for: raw)
        }
        guard let first = phraseOf(cases[0].raw), let second = phraseOf(cases[1].raw), first != second else {
            return nil
        }
        return InferredLabel(condition: "\(property) == .\(cases[0].name)", first, second)
    }

    private static func enclosingType(of node: some SyntaxProtocol) -> MemberBlockSyntax? {
        var current = node.parent
        while let next = current {
            if let type = next.as(StructDeclSyntax.self) { return type.memberBlock }
            if let type = next.as(ClassDeclSyntax.self) { return type.memberBlock }
            current = next.parent
        }
        return nil
    }

    /// The cases (name and raw value) of the `String` enum, declared in `members`, that the stored
    /// property `property` holds. Nil when any case's raw value is not a plain literal.
    private static func cases(ofPropertyNamed property: String, in members: MemberBlockSyntax)
        -> [(name: String, raw: String)]?
    {
        let declarations = members.members.map(\.decl)
        guard
            let typeName = declarations.lazy.compactMap({ $0.as(VariableDeclSyntax.self) })
                .flatMap(\.bindings)
                .first(where: { $0.pattern.trimmedText == property })?
                .typeAnnotation?.type.trimmedText,
            let declaration = declarations.lazy.compactMap({ $0.as(EnumDeclSyntax.self) })
                .first(where: { $0.name.text == typeName }),
            declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedText == "String"
        else { return nil }
        var cases: [(name: String, raw: String)] = []
        for element in declaration.memberBlock.members.compactMap({ $0.decl.as(EnumCaseDeclSyntax.self) })
            .flatMap(\.elements)
        {
            let name = element.name.text
            guard let value = element.rawValue else {
                cases.append((name, name))
                continue
            }
            guard let raw = value.value.stringLiteralValue else { return nil }
            cases.append((name, raw))
        }
        return cases
    }
}
