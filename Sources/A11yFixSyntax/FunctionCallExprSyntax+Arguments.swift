import SwiftSyntax

extension FunctionCallExprSyntax {
    /// The called name for `Name(…)` and `Module.Name(…)`: "Button" for `SwiftUI.Button(…)`.
    package var calleeName: String? {
        // Read once: each read of a child makes a new node (a tenth of this getter's cost, each time).
        let callee = calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self),
            member.base?.is(DeclReferenceExprSyntax.self) == true
        {
            return member.declName.baseName.text
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self),
            let reference = generic.expression.as(DeclReferenceExprSyntax.self)
        {
            return reference.baseName.text
        }
        return nil
    }

    /// The argument with the given label (nil label: the first unlabelled argument).
    package func argument(labeled label: String?) -> LabeledExprSyntax? {
        arguments.first { $0.label?.text == label }
    }

    /// The closure passed as `label:` whether in parentheses or as an additional trailing closure.
    package func closure(labeled label: String) -> ClosureExprSyntax? {
        if let closure = additionalTrailingClosures.first(where: { $0.label.text == label })?.closure { return closure }
        return argument(labeled: label)?.expression.as(ClosureExprSyntax.self)
    }
}
