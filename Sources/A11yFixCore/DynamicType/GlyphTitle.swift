import A11yFixSyntax
import SwiftSyntax

/// Text that is a single symbol used as an icon: a button titled "▾" (a collapse chevron), a
/// label showing "●" (a status dot). Its size is the icon's design, sized to its slot like an
/// image, and no one reads it as text; the Large Content Viewer, not a larger font, shows it.
enum GlyphTitle {
    /// Whether every title or text the enclosing body gives the receiver (`button.setTitle("▾", …)`
    /// for `button.titleLabel?`, `dot.text = "●"` for `dot`) is one symbol, and it gives at least one.
    static func isGlyph(_ receiver: String, statement: CodeBlockItemSyntax, in file: SourceFile) -> Bool {
        guard let body = TextViewSizing.enclosingBody(of: Syntax(statement)) else { return false }
        var owner = receiver
        var isTitleLabel = false
        for suffix in [".titleLabel?", ".titleLabel!", ".titleLabel"] where owner.hasSuffix(suffix) {
            owner.removeLast(suffix.count)
            isTitleLabel = true
            break
        }
        let label = receiver.trimmingCharacters(in: ["?", "!"])
        var texts: [ExprSyntax] = []
        for call in file.descendants(FunctionCallExprSyntax.self, of: body) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.base?.trimmedText == owner
            else { continue }
            switch member.declName.baseName.text {
            case "setTitle" where isTitleLabel:
                if let title = call.arguments.first?.expression { texts.append(title) }
            case "setAttributedTitle" where isTitleLabel: return false
            default: continue
            }
        }
        for sequence in file.descendants(SequenceExprSyntax.self, of: body) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                let target = elements[0].as(MemberAccessExprSyntax.self),
                ["text", "attributedText"].contains(target.declName.baseName.text),
                target.base?.trimmedText.trimmingCharacters(in: ["?", "!"]) == label
            else { continue }
            texts.append(elements[2])
        }
        return !texts.isEmpty && texts.allSatisfy(isSymbol)
    }

    /// A string literal of one character that is no letter, digit, space or punctuation: "▾", "●", "✕".
    static func isSymbol(_ expression: ExprSyntax) -> Bool {
        guard let literal = expression.as(StringLiteralExprSyntax.self),
            literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return false }
        let text = segment.content.text
        guard text.count == 1, let character = text.first else { return false }
        return !character.isLetter && !character.isNumber && !character.isWhitespace && !character.isPunctuation
    }
}
