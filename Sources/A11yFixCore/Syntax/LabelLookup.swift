import A11yFixSyntax
import SwiftSyntax

/// How a new UIKit or AppKit label at a node looks its words up: the way its type's code does,
/// else its file's, else its target's (most of the target's files), else the project's. A project
/// wrapper (`"…".localized`) is taken only from the type or the file, which call it and so see
/// it; a target's or the project's choice is Foundation's, which compiles anywhere.
enum LabelLookup {
    static func of(_ node: some SyntaxProtocol, in file: SourceFile, context: TransformContext) -> StringLookup? {
        let chosen =
            typeLookup(of: node, in: file) ?? fileLookup(in: file)
            ?? context.index.stringLookup(inTargets: context.compilingTargets)
        guard let chosen else { return nil }
        return context.availability.isAvailable(.stringLocalized, at: node, in: file)
            ? chosen : chosen.beforeStringLocalized
    }

    /// The lookup most of the enclosing type's code (its declaration and its extensions in the
    /// file) uses; nil when it looks nothing up, or two tie.
    static func typeLookup(of node: some SyntaxProtocol, in file: SourceFile) -> StringLookup? {
        guard let owner = EnclosingType.of(node) else { return nil }
        let name = owner.name.split(separator: ".").last.map(String.init) ?? owner.name
        return file.memoized("LabelLookup.type/\(name)") {
            var counts: [StringLookup: Int] = [:]
            for group in file.outermostDeclGroups(named: name, by: declaredName) {
                let range = group.positionAfterSkippingLeadingTrivia.utf8Offset..<group.endPosition.utf8Offset
                counts.merge(StringLookupCounter(bytes: Array(file.bytes[range])).counts(), uniquingKeysWith: +)
            }
            return StringLookup.dominant(counts)
        }
    }

    static func fileLookup(in file: SourceFile) -> StringLookup? {
        file.memoized("LabelLookup.file") { StringLookup.dominant(StringLookupCounter(bytes: file.bytes).counts()) }
    }

    /// `Inbox` of `class Inbox`, and of `extension App.Inbox`.
    private static func declaredName(of group: DeclGroupSyntax) -> String? {
        if let declaration = group.as(ClassDeclSyntax.self) { return declaration.name.text }
        if let declaration = group.as(StructDeclSyntax.self) { return declaration.name.text }
        if let declaration = group.as(EnumDeclSyntax.self) { return declaration.name.text }
        if let declaration = group.as(ActorDeclSyntax.self) { return declaration.name.text }
        guard let declaration = group.as(ExtensionDeclSyntax.self) else { return nil }
        return declaration.extendedType.trimmedText.split(separator: ".").last.map(String.init)
    }
}
