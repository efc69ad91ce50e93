import A11yFixSyntax
import SwiftSyntax

/// A tap recognizer whose handler only changes how the view looks: it sets colours, a border or
/// transparency (`backgroundColor = newColor`, `layer.borderColor = …`), through local constants.
/// Judged on unseen apps, reporting an avatar whose tap swapped its colour as an easter egg was
/// noise: VoiceOver users lose no function and no information.
enum UIKitCosmeticTap {
    /// Properties of a view or its layer that are only its look.
    static let lookProperties: Set<String> = [
        "backgroundColor", "tintColor", "alpha", "borderColor", "borderWidth", "cornerRadius", "shadowColor",
        "shadowOpacity", "textColor",
    ]

    /// Whether the handler of the recognizer `call` adds only sets look properties.
    static func onlyRestyles(_ call: FunctionCallExprSyntax, in classDecl: ClassDeclSyntax) -> Bool {
        guard let body = UIKitPointGesture.handler(of: call, in: classDecl)?.body else { return false }
        var setsLook = false
        for statement in body.statements {
            switch statement.item {
            case let .decl(declaration):
                // `let newColor = …`: a local value the look is set from.
                guard let variable = declaration.as(VariableDeclSyntax.self),
                    variable.bindingSpecifier.tokenKind == .keyword(.let)
                else { return false }
            case let .expr(expression):
                guard let target = expression.assignmentTarget,
                    let last = target.lastToken(viewMode: .sourceAccurate)?.text, lookProperties.contains(last)
                else { return false }
                setsLook = true
            case .stmt:
                return false
            }
        }
        return setsLook
    }
}
