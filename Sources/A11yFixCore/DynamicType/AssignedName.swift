import SwiftSyntax

/// The name a value is stored in where it is made: `let stack = UIStackView(…)` and
/// `self.stack = UIStackView(…)` both give `stack`.
enum AssignedName {
    static func of(_ value: some ExprSyntaxProtocol) -> String? {
        if let binding = value.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        guard value.parent?.is(ExprListSyntax.self) == true,
            let sequence = value.parent?.parent?.as(SequenceExprSyntax.self)
        else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == value.id else {
            return nil
        }
        return TextViewSizing.plainName(elements[0].trimmedText)
    }
}
