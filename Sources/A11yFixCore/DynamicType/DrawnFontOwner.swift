import A11yFixSyntax
import SwiftSyntax

/// `self.font = …` in a struct, an enum or a class that inherits from nothing (a watermark or a
/// chart style whose font is drawn into a graphics context): `self` is no label, text field or
/// text view, so it has no `adjustsFontForContentSizeCategory` to set.
enum DrawnFontOwner {
    static func isNoTextView(_ receiver: String, at node: some SyntaxProtocol) -> Bool {
        guard receiver == "self", let (_, group) = EnclosingType.of(node) else { return false }
        if group.is(StructDeclSyntax.self) || group.is(EnumDeclSyntax.self) || group.is(ActorDeclSyntax.self) {
            return true
        }
        return group.as(ClassDeclSyntax.self).map { $0.inheritanceClause == nil } ?? false
    }
}
