import SwiftSyntax

/// The type whose code holds a node: the one answer every concern uses when it asks which view,
/// controller or extension it is looking at.
package enum EnclosingType {
    /// The innermost `struct`, `class`, `enum`, `actor`, `protocol` or extension around `node`,
    /// with its name (for an extension, the extended type as written). Declarations for which
    /// `counts` is false are climbed through.
    package static func of(
        _ node: some SyntaxProtocol, where counts: (DeclGroupSyntax) -> Bool = { _ in true }
    ) -> (name: String, group: DeclGroupSyntax)? {
        var current = node.parent
        while let candidate = current {
            if let found = named(candidate), counts(found.group) { return found }
            current = candidate.parent
        }
        return nil
    }

    /// The `struct`, `class` or extension whose code holds `node`, by its last name (`Inner` for
    /// `extension Outer.Inner`): the name the project index records uses under. `StatusRow` for a
    /// tap in its `body` or in an extension of it.
    package static func ownerName(of node: some SyntaxProtocol) -> String? {
        let owner = of(node) { group in
            group.is(StructDeclSyntax.self) || group.is(ClassDeclSyntax.self) || group.is(ExtensionDeclSyntax.self)
        }
        return owner?.name.split(separator: ".").last.map(String.init)
    }

    private static func named(_ node: Syntax) -> (name: String, group: DeclGroupSyntax)? {
        if let structDecl = node.as(StructDeclSyntax.self) { return (structDecl.name.text, structDecl) }
        if let classDecl = node.as(ClassDeclSyntax.self) { return (classDecl.name.text, classDecl) }
        if let enumDecl = node.as(EnumDeclSyntax.self) { return (enumDecl.name.text, enumDecl) }
        if let actorDecl = node.as(ActorDeclSyntax.self) { return (actorDecl.name.text, actorDecl) }
        if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
            return (extensionDecl.extendedType.trimmedText, extensionDecl)
        }
        if let protocolDecl = node.as(ProtocolDeclSyntax.self) { return (protocolDecl.name.text, protocolDecl) }
        return nil
    }
}
