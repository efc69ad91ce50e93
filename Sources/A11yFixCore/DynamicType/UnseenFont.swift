import A11yFixSyntax
import SwiftSyntax

/// UIKit fonts that no text on screen is drawn in (judged on apps never tuned on):
///
/// - a font given to an attributed string whose plain `.string` is all that is read
///   (`NSAttributedString(stringWithHTMLTags: html, font: .systemFont(ofSize: 14)).string`):
///   the attributes are thrown away with the string;
/// - a fallback for a view that has no font (`view.font ?? .systemFont(ofSize: 14)`): labels and
///   text fields always have one, so the fallback is a default that is not drawn in practice (a
///   text view, whose font is nil until it has text, is not such a view).
enum UnseenFont {
    /// Why nothing draws text in the font at `target`, or nil.
    static func reason(for target: ExprSyntax, in file: SourceFile) -> String? {
        if let call = plainTextCall(around: target) {
            return
                "it styles \(call.calleeName ?? "an attributed string") only for its plain .string, which keeps no font: the font is thrown away"
        }
        if let owner = viewFontFallback(for: target, in: file) {
            return
                "it is the fallback for \(owner) when that is nil; labels and text fields always have a font, so the fallback is not what is drawn"
        }
        return nil
    }

    /// The call in whose arguments `target` sits (a dictionary of attributes, `as Any`, parentheses
    /// on the way) when that call's value is only read for `.string`.
    static func plainTextCall(around target: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = Syntax(target)
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(ClosureExprSyntax.self),
            !parent.is(MemberBlockItemSyntax.self)
        {
            defer { current = parent }
            guard let call = parent.as(FunctionCallExprSyntax.self), call.arguments.id == current.id else { continue }
            var value = Syntax(call)
            while let wrapper = value.parent,
                wrapper.is(ForceUnwrapExprSyntax.self) || wrapper.is(OptionalChainingExprSyntax.self)
            {
                value = wrapper
            }
            guard let member = value.parent?.as(MemberAccessExprSyntax.self), member.base?.id == value.id,
                member.declName.baseName.text == "string"
            else { return nil }
            return call
        }
        return nil
    }

    /// `view.font ?? .systemFont(ofSize: 14)` (also `fontValue`, through parentheses): the view's
    /// font as written, when `target` is the right side of `??` after it. Not for a text view, whose
    /// `font` is nil while it has no text.
    static func viewFontFallback(for target: ExprSyntax, in file: SourceFile) -> String? {
        guard let list = target.parent?.as(ExprListSyntax.self),
            let sequence = list.parent?.as(SequenceExprSyntax.self)
        else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[2].id == target.id,
            elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
        else { return nil }
        var left = elements[0]
        while let forced = left.as(OptionalChainingExprSyntax.self) { left = forced.expression }
        guard let member = left.as(MemberAccessExprSyntax.self), member.base != nil,
            ["font", "fontValue"].contains(member.declName.baseName.text)
        else { return nil }
        if let base = member.base.flatMap({ TextViewSizing.plainName($0.trimmedText) }),
            let type = FontFramework.declaredType(of: base, at: Syntax(target), in: file),
            type.trimmingCharacters(in: ["?", "!"]).hasSuffix("TextView")
        {
            return nil
        }
        return left.trimmedText
    }
}
