import SwiftSyntax

extension ExprSyntax {
    /// The value of an integer or floating-point literal (`17`, `17.5`, `1_000`), if this is one.
    package var numberLiteralValue: Double? {
        if let integer = self.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.filter { $0 != "_" })
        }
        if let float = self.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.filter { $0 != "_" })
        }
        return nil
    }

    /// `condition ? a : b` where `a` and `b` are single expressions, as the parser leaves it (an
    /// unfolded sequence, whose condition may itself hold operators: `n > 0 && !busy`) or folded.
    /// The condition is returned as written.
    package var ternaryParts: (condition: String, whenTrue: ExprSyntax, whenFalse: ExprSyntax)? {
        if let ternary = self.as(TernaryExprSyntax.self) {
            return (ternary.condition.trimmedText, ternary.thenExpression, ternary.elseExpression)
        }
        guard let sequence = self.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        // The ternary binds looser than every operator but assignment, so a single trailing
        // `? a : b` splits the sequence into condition and branches.
        guard elements.count >= 3, let middle = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
            !elements.contains(where: { $0.is(AssignmentExprSyntax.self) }),
            elements.dropLast(2).allSatisfy({ !$0.is(UnresolvedTernaryExprSyntax.self) })
        else { return nil }
        let condition = elements.dropLast(2).map(\.trimmedText).joined(separator: " ")
        return (condition, middle.thenExpression, elements[elements.count - 1])
    }

    package var isFalseLiteral: Bool {
        self.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
    }

    /// The left side of `target = value`, as the parser leaves it or folded.
    package var assignmentTarget: ExprSyntax? {
        Write(self).flatMap { $0.operation == .assignment && $0.value != nil ? $0.target : nil }
    }

    /// The value of `a = b` (as the parser leaves it, or folded), if this is an assignment.
    package var assignedValue: ExprSyntax? {
        Write(self).flatMap { $0.operation == .assignment ? $0.value : nil }
    }

    /// The text of a string literal without interpolation, if this is one.
    package var stringLiteralValue: String? {
        guard let literal = self.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }
}
