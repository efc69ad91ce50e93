import A11yFixSyntax
import SwiftSyntax

/// The action of a button a stored property's initializer makes, hooked up in another method of
/// the type: `let closeButton: UIButton = { let button = UIButton(); button.setImage(…); return button }()`
/// with `closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)` in
/// `setupView()`. The action names what the button does, as it would in the same scope.
enum StoredButtonAction {
    /// The `action:` of `property.addTarget(…)` (or `self.property.addTarget(…)`) in the type that
    /// declares the property whose initializer holds `node`; nil when none, or two differ.
    static func action(for node: some SyntaxProtocol) -> ExprSyntax? {
        guard let binding = node.ancestor(PatternBindingSyntax.self),
            let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.is(ClosureExprSyntax.self)
                == true,
            let members = binding.ancestor(MemberBlockSyntax.self)
        else { return nil }
        var actions: [ExprSyntax] = []
        for token in members.tokens(viewMode: .sourceAccurate) where token.text == "addTarget" {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                let call = member.parent?.as(FunctionCallExprSyntax.self),
                let base = member.base?.trimmedText, base == property || base == "self." + property,
                let action = call.argument(labeled: "action")?.expression
            else { continue }
            actions.append(action)
        }
        guard let first = actions.first, actions.allSatisfy({ $0.trimmedText == first.trimmedText }) else { return nil }
        return first
    }
}
