import A11yFixSyntax
import SwiftSyntax

/// The type of a styling closure's parameter (`let bodyStyle: (UILabel) -> Void = { $0.font = … }`):
/// its annotation, or, for a closure passed beside such a styler (`concat(bodyStyle, and: { … })`),
/// the styler's. Such a closure runs on every label it styles, so the label's own properties apply
/// to `$0` (judged on a real app: label stylers whose font could be scaled in place).
enum StylerParameter {
    static func type(of receiver: String, statement: CodeBlockItemSyntax, in file: SourceFile) -> String? {
        guard let closure = statement.ancestor(ClosureExprSyntax.self) else { return nil }
        let names = LocalNames.closureNames(closure)
        guard names.isEmpty ? receiver == "$0" : names.count == 1 && names[0] == receiver else { return nil }
        if let binding = closure.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.typeAnnotation.flatMap { parameterType($0.type) }
        }
        // An argument of a call that combines stylers: the type of a styler passed beside it.
        guard let call = closure.ancestor(FunctionCallExprSyntax.self),
            call.arguments.contains(where: { $0.expression.id == ExprSyntax(closure).id })
                || call.trailingClosure?.id == closure.id
        else { return nil }
        for argument in call.arguments {
            guard let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
            for variable in file.variableDecls {
                for binding in variable.bindings
                where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    if let type = binding.typeAnnotation.flatMap({ parameterType($0.type) }) { return type }
                }
            }
        }
        return nil
    }

    /// `(UILabel) -> Void` → `UILabel`.
    private static func parameterType(_ type: TypeSyntax) -> String? {
        var type = type
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        guard let function = type.as(FunctionTypeSyntax.self), function.parameters.count == 1,
            let only = function.parameters.first
        else { return nil }
        return only.type.trimmedText.trimmingCharacters(in: ["?", "!"])
    }
}
