import A11yFixSyntax
import SwiftSyntax

/// Animations Reduce Motion does not ask to remove: fades and colour changes. Apple's guidance is
/// to replace motion with a dissolve, so gating a fade takes away the very effect that should stay
/// (judged on real apps: alpha, tint and cross-dissolve animations gated to duration 0).
enum FadeOnlyAnimation {
    /// Transition options that only dissolve, and options that change nothing visible.
    static let dissolveOptions: Set<String> = ["transitionCrossDissolve"]
    static let neutralOptions: Set<String> = [
        "allowUserInteraction", "beginFromCurrentState", "curveEaseIn", "curveEaseOut", "curveEaseInOut", "curveLinear",
        "allowAnimatedContent", "showHideTransitionViews", "layoutSubviews", "overrideInheritedDuration",
        "overrideInheritedCurve",
        "overrideInheritedOptions",
    ]

    /// What the statements of an animation block do on screen, the most of them on the
    /// `ScreenChange` scale: an alpha, a colour, a border, a shadow, a blur or a text stays in place,
    /// a ring's `strokeEnd` or `setProgress(_:animated:)` fills; a frame, a centre, a transform, a
    /// constraint with a layout pass, or code not understood here is geometry.
    static func change(of closure: ClosureExprSyntax) -> ScreenChange {
        let most = change(of: closure.statements)
        // Nothing drawn at all (only locals and guards): not understood here, so counted as motion.
        return most == .silent ? .geometry : most
    }

    private static func change(of statements: CodeBlockItemListSyntax) -> ScreenChange {
        statements.map(change(of:)).max() ?? .silent
    }

    private static func change(of statement: CodeBlockItemSyntax) -> ScreenChange {
        // `let effect = …` and `guard let self else { return }` draw nothing themselves.
        if statement.item.is(VariableDeclSyntax.self) || statement.item.is(GuardStmtSyntax.self) { return .silent }
        // `if hidden { v.alpha = 0 } else { v.alpha = 1 }`: what its branches do.
        if let ifExpression = statement.expression?.as(IfExprSyntax.self) {
            return FadingBranches.branches(of: ifExpression).bodies.map(change(of:)).max() ?? .silent
        }
        guard case let .expr(expression) = statement.item else { return .geometry }
        // `progressView.setProgress(0.8, animated: true)`, `button.setTitle("Done", for: .normal)`.
        if let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil
        {
            return ScreenChange.ofCall(member.declName.baseName.text) ?? .geometry
        }
        // `a = b ? c : d` too, which the parser leaves as one flat sequence.
        guard let write = Write(expression), write.operation == .assignment, case let target = write.target,
            let property = target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? target.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return .geometry }
        if property == "transform", var value = expression.assignedValue {
            // `let transform = CGAffineTransform(rotationAngle: angle)` just above.
            if let reference = value.as(DeclReferenceExprSyntax.self),
                let initial = ReduceMotionChecks.initializer(of: reference.baseName.text, around: Syntax(statement))
            {
                value = initial
            }
            return isRotationInPlace(value) ? .appearance : .geometry
        }
        return ScreenChange.ofProperty(property)
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
