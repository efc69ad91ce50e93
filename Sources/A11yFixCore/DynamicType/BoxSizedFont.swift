import A11yFixSyntax
import SwiftSyntax

/// A font size worked out from a view's geometry (`monogramFontSize(for: bounds.width)`,
/// `avatarDiameter * 0.4`): the text is sized to fit its box, an avatar's initials or a badge's
/// count, and grows only with the box. Dynamic Type scaling it would overflow the box (judged on
/// unseen apps: avatar initials sized from the avatar's width).
enum BoxSizedFont {
    /// Names that are a view's geometry as a whole.
    static let wholeNames: Set<String> = ["bounds", "frame"]
    /// Last words of a name that measures a box.
    static let measureWords: Set<String> = ["width", "height", "diameter", "radius"]

    /// The geometry `size` reads (`bounds.width`), or nil when it reads none. Only names the
    /// expression reads count, not argument labels (`fontSize(forDiameter: 12)` reads no geometry).
    static func geometry(in size: ExprSyntax) -> String? {
        for token in size.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self)
            else { continue }
            let name = token.text
            let last = ReadableName.words(of: name).last?.lowercased() ?? ""
            if wholeNames.contains(name) || measureWords.contains(last) { return reading(from: reference) }
        }
        return nil
    }

    /// The member access the name starts or ends (`bounds.width`, `avatar.frame`), else the name.
    private static func reading(from reference: DeclReferenceExprSyntax) -> String {
        var node = Syntax(reference)
        while let parent = node.parent,
            parent.is(DeclReferenceExprSyntax.self) || parent.is(MemberAccessExprSyntax.self)
        {
            node = parent
        }
        return node.trimmedDescription
    }
}
