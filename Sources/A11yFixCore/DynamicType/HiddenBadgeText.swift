import A11yFixSyntax
import SwiftSyntax

/// The text of a small fixed-size badge its code hides from assistive technologies
/// (`badge.isAccessibilityElement = false`, `altButton.accessibilityElementsHidden = true`): the
/// author made it a glyph of the badge's design, not text to read, and the badge's constant size
/// would clip it grown (judged on real apps: an "ALT" tag on a photo and a "32" in a 16 pt badge,
/// reported as fixed heights to rework).
enum HiddenBadgeText {
    /// Whether the type around `node` hides `receiver` (`self.altButton.titleLabel?`), a view it
    /// sits in, or the type's own view, from assistive technologies.
    static func isHidden(_ receiver: String, around node: some SyntaxProtocol) -> Bool {
        guard let (_, group) = EnclosingType.of(node) else { return false }
        let path = components(of: receiver)
        // `altButton.titleLabel` sits in `altButton`: every prefix of the path, and the type itself.
        let holders = Set((0...path.count).map { path.prefix($0).joined(separator: ".") })
        for token in group.memberBlock.tokens(viewMode: .sourceAccurate) {
            guard
                token.tokenKind == .identifier("accessibilityElementsHidden")
                    || token.tokenKind == .identifier("isAccessibilityElement"),
                let reference = token.parent?.as(DeclReferenceExprSyntax.self)
            else { continue }
            // `badge.isAccessibilityElement`, or a bare `isAccessibilityElement` of the type itself.
            let member = reference.parent?.as(MemberAccessExprSyntax.self)
            let target = member.map(ExprSyntax.init) ?? ExprSyntax(reference)
            guard let sequence = target.parent?.parent?.as(SequenceExprSyntax.self),
                sequence.elements.count == 3, sequence.elements.first?.id == target.id,
                sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                let value = sequence.elements.last?.as(BooleanLiteralExprSyntax.self)
            else { continue }
            let hidden = token.text == "accessibilityElementsHidden" ? "true" : "false"
            guard value.literal.text == hidden else { continue }
            var base = member?.base.map { components(of: $0.trimmedText).joined(separator: ".") } ?? ""
            // `let button = UIButton(); button.accessibilityElementsHidden = true; return button` in the
            // closure that makes the stored property `altButton`: the property.
            if !base.isEmpty, !base.contains("."), let property = initializedProperty(around: target) {
                base = property
            }
            if holders.contains(base) { return true }
        }
        return false
    }

    /// Why such a text keeps its size.
    static func reason(_ receiver: String) -> Reason {
        FontReason.fixedLayout.reason(
            saying:
                "\(receiver) is the text of a fixed-size badge its code hides from assistive technologies (isAccessibilityElement = false, accessibilityElementsHidden): a glyph of the badge's design, which larger text would clip"
        )
    }

    /// `self.altButton.titleLabel?` → `altButton`, `titleLabel`.
    private static func components(of text: String) -> [String] {
        text.split(separator: ".").map { $0.filter { $0 != "?" && $0 != "!" } }.filter { !$0.isEmpty && $0 != "self" }
    }

    /// The stored property whose initializer closure holds `node` (`var altButton: UIButton = { … }()`).
    private static func initializedProperty(around node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let binding = parent.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if parent.is(MemberBlockItemSyntax.self) || parent.is(FunctionDeclSyntax.self) { return nil }
            current = parent
        }
        return nil
    }
}
