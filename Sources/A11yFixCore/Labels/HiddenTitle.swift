import A11yFixSyntax
import SwiftSyntax

/// A button whose configuration update handler shows its title only in some layouts
/// (`configuration?.title = isCompactWidth ? nil : title`): where the title is gone it shows only
/// its image, and its label is that same title, which the code holds in a name.
enum HiddenTitle {
    /// `title` of `receiver.configurationUpdateHandler = { … configuration?.title = compact ? nil : title }`
    /// in `scope`, when `title` is a parameter of the function around `statement` or a local declared
    /// before it (so `receiver.accessibilityLabel = title` after `statement` compiles).
    static func name(of receiver: String, in scope: CodeBlockItemListSyntax, after statement: CodeBlockItemSyntax)
        -> String?
    {
        for item in scope {
            guard let sequence = item.item.as(SequenceExprSyntax.self),
                let target = ExprSyntax(sequence).assignmentTarget,
                LabelAssignments.normalized(target.trimmedText) == "\(receiver).configurationUpdateHandler",
                let handler = ExprSyntax(sequence).assignedValue?.as(ClosureExprSyntax.self)
            else { continue }
            for name in titleNames(in: handler) where isVisible(name, at: statement, in: scope) { return name }
        }
        return nil
    }

    /// The names a handler sets as a title on one side of a conditional whose other side is `nil`.
    private static func titleNames(in handler: ClosureExprSyntax) -> [String] {
        handler.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard token.text == "title", let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                LabelAssignments.normalized(member.trimmedText).hasSuffix("configuration.title"),
                let sequence = member.parent?.parent?.as(SequenceExprSyntax.self)
            else { return nil }
            let elements = Array(sequence.elements)
            // Unfolded: `target = condition ? then : else`.
            guard elements.count == 5, elements[0].id == member.id, elements[1].is(AssignmentExprSyntax.self),
                let ternary = elements[3].as(UnresolvedTernaryExprSyntax.self)
            else { return nil }
            let sides = [ternary.thenExpression, elements[4]]
            guard sides.contains(where: { $0.is(NilLiteralExprSyntax.self) }) else { return nil }
            return sides.lazy.compactMap { $0.as(DeclReferenceExprSyntax.self)?.baseName.text }.first
        }
    }

    /// Whether `name` is a parameter of the function around `statement` or a local declared before it.
    private static func isVisible(_ name: String, at statement: CodeBlockItemSyntax, in scope: CodeBlockItemListSyntax)
        -> Bool
    {
        for item in scope {
            if item.id == statement.id { break }
            if let declaration = item.item.as(VariableDeclSyntax.self),
                declaration.bindings.contains(where: { $0.pattern.trimmedText == name })
            {
                return true
            }
        }
        guard let function = statement.ancestor(FunctionDeclSyntax.self), function.body?.statements.id == scope.id
        else { return false }
        return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
    }
}
