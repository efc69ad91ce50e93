import A11yFixSyntax
import SwiftSyntax

/// A fixed font that caps a growing one: used only when a text-style font grows past that same
/// size (`if regular.pointSize > 28 { return .systemFont(ofSize: 28) }`,
/// `font.pointSize >= 28 ? .systemFont(ofSize: 28) : font`). The font scales up to the cap on
/// purpose; scaling the cap removes it (judged on a real app: a grid cell's title).
enum CappedFont {
    /// Whether the branch that holds `call` is taken only when a `pointSize` exceeds `points`.
    static func isCap(_ call: FunctionCallExprSyntax, points: Double) -> Bool {
        var current = Syntax(call)
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self) {
            defer { current = parent }
            if let branch = parent.as(IfExprSyntax.self), current.id == Syntax(branch.body).id {
                return branch.conditions.contains { exceeds($0.condition.as(ExprSyntax.self), points) }
            }
            if let ternary = parent.as(TernaryExprSyntax.self), current.id == Syntax(ternary.thenExpression).id {
                return exceeds(ternary.condition, points)
            }
            if let marker = parent.as(UnresolvedTernaryExprSyntax.self), current.id == Syntax(marker.thenExpression).id,
                let sequence = marker.parent?.parent?.as(SequenceExprSyntax.self),
                let condition = condition(before: marker, in: sequence)
            {
                return exceeds(condition, points)
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return false }
        }
        return false
    }

    /// `x.pointSize > 28` or `x.pointSize >= 28`, with `points` the number.
    private static func exceeds(_ condition: ExprSyntax?, _ points: Double) -> Bool {
        guard let sequence = condition?.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        guard elements.count == 3, let operatorText = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
            [">", ">="].contains(operatorText),
            elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "pointSize"
        else { return false }
        return elements[2].numberLiteralValue == points
    }

    /// The condition of an unfolded `condition ? then : else`: the sequence's elements before its `?`.
    private static func condition(before marker: UnresolvedTernaryExprSyntax, in sequence: SequenceExprSyntax)
        -> ExprSyntax?
    {
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.id == marker.id }), index > 0 else { return nil }
        return ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements[..<index])))
    }
}
