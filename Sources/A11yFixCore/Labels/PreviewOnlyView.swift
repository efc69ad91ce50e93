import A11yFixSyntax
import SwiftSyntax

/// A `private` view that only its file's previews (and its `#if DEBUG` code) name: a sample backdrop
/// drawn behind a preview. No shipping build shows it, so a change there is churn nobody meets (judged
/// on unseen apps: a preview's wallpaper hidden from VoiceOver). Only a private type: its file is all
/// the code that can name it, so no use is missed, also one the index does not see as a call (a view
/// shown through a generic, `HostingController<EditorView>`).
enum PreviewOnlyView {
    /// Whether `node` is in such a view.
    static func holds(_ node: some SyntaxProtocol, in file: SourceFile) -> Bool {
        var current = node.parent
        var found: (name: TokenSyntax, modifiers: DeclModifierListSyntax)?
        while let candidate = current, found == nil {
            if let type = candidate.as(StructDeclSyntax.self) {
                found = (type.name, type.modifiers)
            } else if let type = candidate.as(ClassDeclSyntax.self) {
                found = (type.name, type.modifiers)
            }
            current = candidate.parent
        }
        guard let (name, modifiers) = found,
            modifiers.contains(where: {
                $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
            })
        else { return false }
        let previews = PreviewRegions(file: file, previews: true, debugOnly: true)
        guard !previews.isEmpty else { return false }
        var named = false
        for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == name.text && token.id != name.id {
            guard previews.contains(offset: token.positionAfterSkippingLeadingTrivia.utf8Offset) else { return false }
            named = true
        }
        return named
    }
}
