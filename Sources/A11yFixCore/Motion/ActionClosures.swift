import A11yFixSyntax
import SwiftSyntax

/// Whether code runs as an action (a button's, `onAppear`, a `Task`, a gesture's handler, a
/// method that returns nothing) rather than building views: a mention there draws nothing.
/// Answers are kept per closure, since every mention asks about the closures around it.
struct ActionClosures {

    private var answers: [SyntaxIdentifier: Bool] = [:]

    mutating func isInAction(_ node: Syntax) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let closure = candidate.as(ClosureExprSyntax.self) {
                if isAction(closure) { return true }
            } else if let function = candidate.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause == nil
            } else if candidate.is(InitializerDeclSyntax.self) || candidate.is(DeinitializerDeclSyntax.self) {
                return true
            } else if let accessor = candidate.as(AccessorDeclSyntax.self) {
                return accessor.accessorSpecifier.text != "get"
            } else if candidate.is(MemberBlockItemSyntax.self) {
                return false
            }
            current = candidate.parent
        }
        return false
    }

    private mutating func isAction(_ closure: ClosureExprSyntax) -> Bool {
        if let known = answers[closure.id] { return known }
        let answer = Self.isAction(closure)
        answers[closure.id] = answer
        return answer
    }

    private static func isAction(_ closure: ClosureExprSyntax) -> Bool {
        // `.frame(height: { switch size { case .tall: return 240 … } }())`: run where it is written, to
        // compute a value for the view, whatever statements it holds.
        if let run = closure.parent?.as(FunctionCallExprSyntax.self), run.calledExpression.id == closure.id {
            return false
        }
        let labels = ViewCallNames.actionHandlerLabels
        if let label = closure.parent?.as(LabeledExprSyntax.self)?.label?.text, labels.contains(label) { return true }
        if let label = closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.label.text, labels.contains(label)
        {
            return true
        }
        let call =
            closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.as(LabeledExprListSyntax.self)?.parent?.as(FunctionCallExprSyntax.self)
        if let call {
            let name =
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calleeName ?? ""
            if ViewCallNames.actionHandlers.contains(name) { return true }
            // `Button { action } label: { … }`, `Button("Title") { action }`.
            if name.hasSuffix("Button"), call.trailingClosure?.id == closure.id, call.argument(labeled: "action") == nil
            {
                return true
            }
        }
        return doesWork(closure.statements)
    }

    /// Statements a view builder cannot hold: assignments, `guard`, `try`, `await`, `return`.
    private static func doesWork(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.contains { statement in
            switch statement.item {
            case let .stmt(statement):
                return statement.is(GuardStmtSyntax.self) || statement.is(ReturnStmtSyntax.self)
                    || statement.is(DoStmtSyntax.self)
                    || statement.is(ForStmtSyntax.self) || statement.is(WhileStmtSyntax.self)
                    || (statement.as(ExpressionStmtSyntax.self).map { doesWork(ExprSyntax($0.expression)) } ?? false)
            case let .expr(expression):
                return doesWork(expression)
            case .decl:
                return false
            }
        }
    }

    private static func doesWork(_ expression: ExprSyntax) -> Bool {
        if expression.assignmentTarget != nil || expression.is(TryExprSyntax.self)
            || expression.is(AwaitExprSyntax.self)
        {
            return true
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            if doesWork(ifExpression.body.statements) { return true }
            switch ifExpression.elseBody {
            case let .ifExpr(nested)?: return doesWork(ExprSyntax(nested))
            case let .codeBlock(block)?: return doesWork(block.statements)
            case nil: return false
            }
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.contains {
                $0.as(SwitchCaseSyntax.self).map { doesWork($0.statements) } ?? false
            }
        }
        return false
    }
}
