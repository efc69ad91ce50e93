import A11yFixSyntax
import SwiftSyntax

/// A button that puts several of its view's values back to what they are declared with
/// (`scale = 1.0; offset = .zero` beside `@State private var scale: CGFloat = 1.0` and
/// `var offset: CGSize = .zero`) resets the view: "Reset" (judged on unseen apps: a circular arrow
/// doing this was reported as standing for several actions). One value set back, a flag turned off
/// or a text emptied is no reset: they hide, dismiss or clear.
enum ResetToDeclared {
    static func phrase(of action: ExprSyntax) -> String? {
        guard let closure = action.as(ClosureExprSyntax.self) else { return nil }
        var statements = ActionName.statements(of: closure)
        // `withAnimation { … }`: what the animation wraps.
        if statements.count == 1, case let .expr(body) = statements.first!.item,
            let call = body.as(FunctionCallExprSyntax.self),
            ["withAnimation", "withTransaction"].contains(call.calleeName ?? ""), let inner = call.trailingClosure
        {
            statements = inner.statements
        }
        guard statements.count >= 2, let type = EnclosingType.of(closure)?.group else { return nil }
        let declared = initialValues(in: type.memberBlock)
        for statement in statements {
            guard case let .expr(expression) = statement.item, let target = expression.assignmentTarget,
                let value = expression.assignedValue
            else { return nil }
            let name =
                target.trimmedText.hasPrefix("self.") ? String(target.trimmedText.dropFirst(5)) : target.trimmedText
            guard !value.is(BooleanLiteralExprSyntax.self), !value.is(NilLiteralExprSyntax.self),
                value.stringLiteralValue?.isEmpty != true,
                let initial = declared[name], same(value, initial)
            else { return nil }
        }
        return "Reset"
    }

    /// The values a type's stored properties are declared with: `scale` → `1.0`.
    static func initialValues(in members: MemberBlockSyntax) -> [String: ExprSyntax] {
        var values: [String: ExprSyntax] = [:]
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer?.value
                else { continue }
                values[name] = value
            }
        }
        return values
    }

    /// `1.0` and `1`, `.zero` and `CGSize.zero`: one value written two ways.
    static func same(_ value: ExprSyntax, _ initial: ExprSyntax) -> Bool {
        if let number = Double(value.trimmedText), let other = Double(initial.trimmedText) { return number == other }
        func member(_ expression: ExprSyntax) -> String? {
            guard let access = expression.as(MemberAccessExprSyntax.self) else { return nil }
            return access.declName.baseName.text
        }
        if let name = member(value), let other = member(initial) { return name == other }
        return value.trimmedText == initial.trimmedText
    }
}
