import A11yFixSyntax
import SwiftSyntax

/// A font that one case of a layout value picks (`var titleFont: UIFont { switch self { case .big: … } }`)
/// where the code reading it also sets constraint constants from the same value
/// (`textWidth.constant = layout.textWidth`): the screen is designed per size class, with text
/// widths and image sizes fixed per case, and text scaled inside it wraps past them and clips
/// (judged on apps never tuned on: onboarding pages pinned to a paging scroll view).
enum LayoutChosenFont {
    /// Why the font keeps its size, or nil when it is not such a font.
    static func fixedLayout(of call: FunctionCallExprSyntax, in file: SourceFile) -> String? {
        guard let switchCase = call.ancestor(SwitchCaseSyntax.self),
            let switchExpression = switchCase.ancestor(SwitchExprSyntax.self),
            switchExpression.subject.trimmedText == "self",
            let binding = switchExpression.ancestor(PatternBindingSyntax.self), binding.accessorBlock != nil,
            let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        for token in file.identifierTokens(named: property) {
            guard let read = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                read.declName.id == token.parent?.id,
                let layout = read.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let body = TextViewSizing.enclosingBody(of: Syntax(read)),
                let constraint = constantFromValue(layout, besides: property, in: body)
            else { continue }
            return
                "\(property) is chosen per case of \(layout), and the same code sets \(constraint) from it: the text sits in a layout fixed per size class, and larger text would clip"
        }
        return nil
    }

    /// `textWidth.constant = layout.textWidth`, or `= imageSize` after `let imageSize = layout.imageSize`:
    /// the first constraint constant set from another member of `layout` in `body`.
    private static func constantFromValue(_ layout: String, besides property: String, in body: Syntax) -> String? {
        let sources = locals(from: layout, besides: property, in: body).union([layout])
        for sequence in FixedHeightContainer.descendants(SequenceExprSyntax.self, of: body) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "constant",
                !names(in: elements[2]).isDisjoint(with: sources)
            else { continue }
            return "\(target.trimmedText) = \(elements[2].trimmedText)"
        }
        return nil
    }

    /// `let imageSize = layout.imageSize`: locals that hold another member of the layout value.
    private static func locals(from layout: String, besides property: String, in body: Syntax) -> Set<String> {
        var found: Set<String> = []
        for binding in FixedHeightContainer.descendants(PatternBindingSyntax.self, of: body) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value.as(MemberAccessExprSyntax.self),
                value.base?.trimmedText == layout, value.declName.baseName.text != property
            else { continue }
            found.insert(name)
        }
        return found
    }

    private static func names(in expression: ExprSyntax) -> Set<String> {
        Set(
            expression.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case let .identifier(name) = token.tokenKind { return name }
                return nil
            })
    }
}
