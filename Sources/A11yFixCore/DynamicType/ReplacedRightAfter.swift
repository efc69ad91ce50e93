import A11yFixSyntax
import SwiftSyntax

/// A font that a later statement of the same block replaces on every path: scaling it changes
/// nothing anyone sees. Judged on real apps as no-op edits: a label's font followed by
/// `label.attributedText = makeAboutText()`, whose text carries fonts of its own, and a fallback
/// font whose size the next line sets again (`textFont = textFont.withSize(14)`). The later
/// write is judged where it stands.
enum ReplacedRightAfter {
    /// Why the font at `call` never shows; nil when nothing later in its block replaces it.
    static func reason(for call: FunctionCallExprSyntax, assignment: FontAssignment?, in file: SourceFile)
        -> String?
    {
        if let assignment, let key = OverwrittenFont.key(assignment.receiver),
            let list = assignment.statement.parent?.as(CodeBlockItemListSyntax.self)
        {
            for item in list where item.position > assignment.statement.position {
                guard let (target, property, value) = assignmentParts(item), OverwrittenFont.key(target) == key
                else { continue }
                let line = file.location(of: item.positionAfterSkippingLeadingTrivia.utf8Offset).line
                if property == "font" {
                    return
                        "\(assignment.receiver).font is set again at line \(line), on every path, so that font is what shows"
                }
                if property == "attributedText", let source = fontedText(value, before: item, in: file) {
                    return
                        "\(assignment.receiver).attributedText is set at line \(line) to \(source), whose own font attributes replace this font on every run of the text: scaling it changes nothing"
                }
            }
        }
        // `var textFont = … ?? UIFont.systemFont(ofSize: 14)` then `textFont = textFont.withSize(14)`.
        guard let binding = call.ancestor(PatternBindingSyntax.self),
            binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.var),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let statement = binding.ancestor(CodeBlockItemSyntax.self),
            let list = statement.parent?.as(CodeBlockItemListSyntax.self)
        else { return nil }
        for item in list where item.position > statement.position {
            guard let (target, property, value) = assignmentParts(item, plain: true), target == name, property.isEmpty
            else { continue }
            guard let resize = value.as(FunctionCallExprSyntax.self),
                let member = resize.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "withSize", member.base?.trimmedText == name
            else { return nil }
            let line = file.location(of: item.positionAfterSkippingLeadingTrivia.utf8Offset).line
            return
                "\(name) is resized at line \(line) (\(resize.trimmedText)), which sets its size again: scaling it here changes nothing"
        }
        return nil
    }

    /// `a.b = v` as (`a`, `b`, `v`); with `plain`, `a = v` as (`a`, "", `v`).
    private static func assignmentParts(_ item: CodeBlockItemSyntax, plain: Bool = false)
        -> (String, String, ExprSyntax)?
    {
        guard
            let sequence = (item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression)?
                .as(SequenceExprSyntax.self)
        else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        if let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base {
            return (base.trimmedText, member.declName.baseName.text, elements[2])
        }
        if plain, let reference = elements[0].as(DeclReferenceExprSyntax.self) {
            return (reference.baseName.text, "", elements[2])
        }
        return nil
    }

    /// Where `value` gives the whole text a font: an attributed string made with a `.font`
    /// attribute, a local bound to one earlier in the block, or a call of a function of the file
    /// that makes one (`makeAboutText()`). The source as the reason names it; nil otherwise.
    private static func fontedText(_ value: ExprSyntax, before item: CodeBlockItemSyntax, in file: SourceFile)
        -> String?
    {
        if let call = value.as(FunctionCallExprSyntax.self) {
            if givesWholeTextAFont(call) { return "an attributed string made with a font" }
            let callee =
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap {
                    ["self", "Self"].contains($0.base?.trimmedText ?? "") ? $0.declName.baseName.text : nil
                }
            guard let callee else { return nil }
            let functions = file.descendants(FunctionDeclSyntax.self, of: file.tree).filter { $0.name.text == callee }
            guard !functions.isEmpty,
                functions.allSatisfy({ function in
                    function.body.map {
                        file.descendants(FunctionCallExprSyntax.self, of: $0).contains(where: givesWholeTextAFont)
                    } ?? false
                })
            else { return nil }
            return "\(call.trimmedText)"
        }
        if let reference = value.as(DeclReferenceExprSyntax.self),
            let initial = LocalNames.binding(of: reference.baseName.text, before: Syntax(item))?.initializer?.value
                .as(FunctionCallExprSyntax.self), givesWholeTextAFont(initial)
        {
            return "\(reference.baseName.text), an attributed string made with a font"
        }
        return nil
    }

    /// `NSAttributedString(string: s, attributes: [.font: …])`: every run starts with that font.
    private static func givesWholeTextAFont(_ call: FunctionCallExprSyntax) -> Bool {
        guard ["NSAttributedString", "NSMutableAttributedString"].contains(call.calleeName ?? ""),
            call.argument(labeled: "string") != nil, let attributes = call.argument(labeled: "attributes")
        else { return false }
        let text = attributes.expression.trimmedText
        return text.includes(".font:") || text.includes("Key.font:")
    }
}
