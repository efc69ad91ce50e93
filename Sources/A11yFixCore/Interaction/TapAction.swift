import A11yFixSyntax
import SwiftSyntax

/// What a tap does, as statements: the closure's, or the body of the argument-free function of the
/// same type that `perform: wake` names. Wrappers that only schedule or animate the work
/// (`withAnimation { … }`, `Task { … }`, `DispatchQueue.main.async { … }`, `await`, `try?`) and
/// the branches of an `if` are looked through: `effects` are the statements that change something.
struct TapAction {
    /// The statements as written.
    let statements: [CodeBlockItemSyntax]
    /// The function a `perform:` argument names, when it is one: `wake` for `perform: wake`.
    let functionName: String?

    init?(_ action: ExprSyntax?) {
        guard let action else { return nil }
        if let closure = action.as(ClosureExprSyntax.self) {
            statements = Array(closure.statements)
            functionName = nil
            return
        }
        let name =
            action.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? action.as(MemberAccessExprSyntax.self).flatMap {
                $0.base?.trimmedText == "self" ? $0.declName.baseName.text : nil
            }
        guard let name else { return nil }
        functionName = name
        statements = Self.body(ofFunction: name, near: action).map(Array.init) ?? []
    }

    /// The leaf statements: `isExpanded = true`, `controller.purchase()`.
    var effects: [TapEffect] { Self.effects(of: statements) }

    static func effects(of statements: some Sequence<CodeBlockItemSyntax>) -> [TapEffect] {
        statements.flatMap { statement -> [TapEffect] in
            switch statement.item {
            case let .expr(expression): return effects(of: expression)
            case let .stmt(statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    return effects(of: expression)
                }
                return [TapEffect(Syntax(statement))]
            case let .decl(declaration): return [TapEffect(Syntax(declaration))]
            }
        }
    }

    private static func effects(of expression: ExprSyntax) -> [TapEffect] {
        if let awaited = expression.as(AwaitExprSyntax.self) { return effects(of: awaited.expression) }
        if let tried = expression.as(TryExprSyntax.self) { return effects(of: tried.expression) }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            var found = effects(of: ifExpression.body.statements)
            switch ifExpression.elseBody {
            case let .ifExpr(next)?: found += effects(of: ExprSyntax(next))
            case let .codeBlock(block)?: found += effects(of: block.statements)
            case nil: break
            }
            return found
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let closure = call.trailingClosure, isWrapper(call) {
            return effects(of: closure.statements)
        }
        return [TapEffect(Syntax(expression))]
    }

    /// `withAnimation(…) { }`, `Task { }`, `DispatchQueue.main.async { }`, `MainActor.run { }`.
    private static func isWrapper(_ call: FunctionCallExprSyntax) -> Bool {
        let called = call.calledExpression.trimmedText
        return ["withAnimation", "withTransaction", "Task", "DispatchQueue.main.async", "MainActor.run"].contains(
            called)
            || called.hasPrefix("DispatchQueue.main.asyncAfter")
    }

    /// The body of `func name()` in the type around `node`.
    static func body(ofFunction name: String, near node: some SyntaxProtocol) -> CodeBlockItemListSyntax? {
        var current = node.parent
        while let candidate = current, !candidate.is(MemberBlockSyntax.self) { current = candidate.parent }
        guard let members = current?.as(MemberBlockSyntax.self)?.members else { return nil }
        for member in members {
            if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name,
                function.signature.parameterClause.parameters.isEmpty
            {
                return function.body?.statements
            }
        }
        return nil
    }
}
