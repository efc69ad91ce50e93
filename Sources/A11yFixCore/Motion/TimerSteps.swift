import A11yFixSyntax
import SwiftSyntax

/// A `withAnimation` that a repeating timer runs to step a value on (`degrees += 10` every
/// 0.05 s): the timer moves the view, the animation only smooths each step. Gated to nil, the view
/// still turns or travels, in jerks (judged on apps never tuned on: a spinner turned by a timer).
enum TimerSteps {
    /// Whether `call` (a `withAnimation`) steps a value on inside a repeating timer's closure.
    static func isTimerStep(_ call: FunctionCallExprSyntax) -> Bool {
        guard let body = call.trailingClosure, steps(body) else { return false }
        var node = Syntax(call)
        while let parent = node.parent, !parent.is(MemberBlockItemSyntax.self), !parent.is(CodeBlockSyntax.self) {
            defer { node = parent }
            if let closure = parent.as(ClosureExprSyntax.self), let owner = owner(of: closure), repeats(owner) {
                return true
            }
        }
        return false
    }

    /// `degrees += 10`, `offset -= step`: a value carried on from where it is, not set to a pose.
    private static func steps(_ closure: ClosureExprSyntax) -> Bool {
        closure.statements.contains { statement in
            statement.tokens(viewMode: .sourceAccurate).contains {
                $0.tokenKind == .binaryOperator("+=") || $0.tokenKind == .binaryOperator("-=")
            }
        }
    }

    /// `Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { … }`, `.onReceive(timer) { … }`,
    /// `Timer.publish(every: 1, …).autoconnect().sink { … }`.
    private static func repeats(_ call: FunctionCallExprSyntax) -> Bool {
        let name =
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        switch name {
        case "scheduledTimer", "Timer":
            return call.arguments.contains { $0.label?.text == "repeats" && $0.expression.trimmedText == "true" }
        case "onReceive":
            guard let publisher = call.arguments.first?.expression else { return false }
            return publisher.trimmedText.lowercased().contains("timer") || isTimerProperty(publisher, around: call)
        case "sink":
            return call.calledExpression.trimmedText.contains("Timer.publish")
        default:
            return false
        }
    }

    /// `tick` with `let tick = Timer.publish(every: 0.05, …).autoconnect()` among the type's members.
    private static func isTimerProperty(_ publisher: ExprSyntax, around call: FunctionCallExprSyntax) -> Bool {
        guard let name = publisher.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let group = EnclosingType.of(call)?.group
        else { return false }
        return group.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains { binding in
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                    && binding.initializer?.value.trimmedText.hasPrefix("Timer.") == true
            } ?? false
        }
    }

    /// The call a closure is the trailing closure or an argument of.
    private static func owner(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
        return closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }
}
