import A11yFixSyntax
import SwiftSyntax

/// The whole view around a coloured shape: the same condition also changing its size, scale,
/// font, icon or text is a second signal; code that never ships is no finding. Judged on real
/// apps, page dots that grow when current and a badge whose icon swaps were reported as
/// colour-only, and so was a shape in `#if false`.
extension ColourOnlyState {
    /// Modifiers whose change shows without colour: size, scale, weight, stroke, icon, place.
    static let shapeModifiers: Set<String> = [
        "frame", "scaleEffect", "font", "fontWeight", "bold", "italic", "underline", "strikethrough", "imageScale",
        "symbolVariant", "stroke", "strokeBorder", "padding", "border", "overlay", "rotationEffect",
        // A switch's thumb that moves to the other end.
        "offset", "position",
    ]

    /// Inside `#if false`, `#if DEBUG` or `#if 0`: code that does not ship.
    static func isDebugCode(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let clause = candidate.as(IfConfigClauseSyntax.self), let condition = clause.condition?.trimmedText,
                ["false", "0", "DEBUG"].contains(condition)
            {
                return true
            }
            current = candidate.parent
        }
        return false
    }

    /// Whether `condition`, written as the shape's colouring writes it, also picks something
    /// other than a colour in `element`: a ternary on it choosing sizes, scales, fonts, symbol
    /// names or texts (`.frame(width: isCurrent ? 10 : 6)`, `Image(systemName: c ? "a" : "b")`),
    /// or an `if` on it. The shape's own colour modifier is no second signal.
    static func changesMoreThanColour(
        _ condition: String, in element: Syntax, besides colouring: FunctionCallExprSyntax
    ) -> Bool {
        let colourSpan = colouring.arguments.position..<colouring.arguments.endPosition
        let wanted = condition.filter { !$0.isWhitespace }
        for token in element.tokens(viewMode: .sourceAccurate) where !colourSpan.contains(token.position) {
            if token.tokenKind == .keyword(.if), let ifExpression = token.parent?.as(IfExprSyntax.self),
                ifExpression.conditions.trimmedText.filter({ !$0.isWhitespace }) == wanted
            {
                return true
            }
            guard token.tokenKind == .infixQuestionMark,
                let expression = token.ancestor(ExprSyntax.self).flatMap(ternary(around:)),
                let parts = expression.ternaryParts, parts.condition.filter({ !$0.isWhitespace }) == wanted,
                parts.whenTrue.trimmedText != parts.whenFalse.trimmedText
            else { continue }
            let call = expression.ancestor(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
            let name = call.flatMap(LookOnlyState.calledName)
            // `Color(c ? "Accent" : "Muted")` names colours: no second signal.
            if ["Color", "UIColor", "NSColor"].contains(name ?? "") { continue }
            if parts.whenTrue.is(StringLiteralExprSyntax.self) || parts.whenFalse.is(StringLiteralExprSyntax.self) {
                return true
            }
            if let name, shapeModifiers.contains(name) || ["Image", "Text", "Label"].contains(name) { return true }
        }
        return false
    }

    /// The ternary expression a `?` belongs to: the unfolded sequence or the folded ternary.
    private static func ternary(around expression: ExprSyntax) -> ExprSyntax? {
        if expression.is(UnresolvedTernaryExprSyntax.self) { return expression.parent?.parent?.as(ExprSyntax.self) }
        return expression.is(TernaryExprSyntax.self) ? expression : nil
    }
}
