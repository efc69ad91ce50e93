import A11yFixSyntax
import SwiftSyntax

/// Animations Reduce Motion does not ask to remove: fades and colour changes. Apple's guidance is
/// to replace motion with a dissolve, so gating a fade takes away the very effect that should stay
/// (judged on real apps: alpha, tint and cross-dissolve animations gated to duration 0).
enum FadeOnlyAnimation {
    /// Properties whose change does not move anything on screen.
    static let fadeProperties: Set<String> = [
        "alpha", "alphaValue", "opacity", "isHidden", "backgroundColor", "tintColor", "textColor", "contentTintColor",
        "borderColor", "shadowOpacity", "shadowColor", "fillColor", "strokeColor", "layerBackgroundColor",
    ]
    /// Transition options that only dissolve, and options that change nothing visible.
    static let dissolveOptions: Set<String> = ["transitionCrossDissolve"]
    static let neutralOptions: Set<String> = [
        "allowUserInteraction", "beginFromCurrentState", "curveEaseIn", "curveEaseOut", "curveEaseInOut", "curveLinear",
        "allowAnimatedContent", "showHideTransitionViews", "layoutSubviews", "overrideInheritedDuration",
        "overrideInheritedCurve",
        "overrideInheritedOptions",
    ]

    /// Whether every statement of `closure` only changes fade or colour properties (through
    /// `animator()` too), with no layout, transform or frame change.
    static func onlyFades(_ closure: ClosureExprSyntax) -> Bool {
        guard !closure.statements.isEmpty else { return false }
        return closure.statements.allSatisfy { statement in
            guard case let .expr(expression) = statement.item, let target = expression.assignmentTarget else {
                return false
            }
            let property =
                target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? target.as(DeclReferenceExprSyntax.self)?.baseName.text
            if property == "transform", var value = expression.assignedValue {
                // `let transform = CGAffineTransform(rotationAngle: angle)` just above.
                if let reference = value.as(DeclReferenceExprSyntax.self),
                    let initial = ReduceMotionChecks.initializer(of: reference.baseName.text, around: Syntax(statement))
                {
                    value = initial
                }
                return isRotationInPlace(value)
            }
            return property.map(fadeProperties.contains) ?? false
        }
    }

    /// `chevron.transform = isExpanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity`: a
    /// disclosure indicator turning where it stands, nothing travelling (judged on NetNewsWire).
    static func isRotationInPlace(_ assignment: ExprSyntax) -> Bool {
        var names: Set<String> = []
        for token in assignment.tokens(viewMode: .sourceAccurate) {
            if case let .identifier(name) = token.tokenKind { names.insert(name) }
        }
        let rotates = names.contains("rotationAngle") || names.contains("rotated")
        let moves = names.contains {
            $0.lowercased().contains("transl") || $0.lowercased().contains("scale") || $0 == "concatenating"
        }
        return rotates && !moves
    }

    /// `options: .transitionCrossDissolve` (with neutral options beside it): a dissolve.
    static func isDissolve(_ options: ExprSyntax) -> Bool {
        let names = options.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case let .identifier(name) = token.tokenKind { return name }
            return nil
        }
        return names.contains(where: dissolveOptions.contains)
            && names.allSatisfy {
                dissolveOptions.contains($0) || neutralOptions.contains($0) || $0 == "UIView"
                    || $0 == "AnimationOptions"
            }
    }

    /// A duration no one perceives as motion (at most 0.05 s): technical, not decorative.
    static func isImperceptible(_ expression: ExprSyntax) -> Bool {
        guard let value = expression.numberLiteralValue else { return false }
        return value <= 0.05
    }

    /// Duration or curve taken from a keyboard notification: the layout follows the keyboard,
    /// which animates (or not) by the system's own rules.
    static func followsKeyboard(_ node: some SyntaxProtocol, duration: ExprSyntax) -> Bool {
        if duration.trimmedText.lowercased().includes("keyboard") { return true }
        let scope =
            node.ancestor(FunctionDeclSyntax.self).map(Syntax.init)
            ?? node.ancestor(ClosureExprSyntax.self).map(Syntax.init)
        guard let text = scope?.trimmedDescription else { return false }
        return text.includes("keyboardAnimationDurationUserInfoKey")
            || text.includes("keyboardAnimationCurveUserInfoKey")
    }
}
