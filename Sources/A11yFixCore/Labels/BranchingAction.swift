import A11yFixSyntax
import SwiftSyntax

/// An action that does one of two things by a condition (`if settings.direction == .forward {
/// onSeekForward() } else { onSeekBackward() }`): the label follows the same condition, each
/// branch named by its call ("Seek forward", "Seek backward"), as a two-state glyph's would;
/// `increment()`/`decrement()` of a page index by the way it moves ("Next", "Previous").
enum BranchingAction {
    static func label(of action: ExprSyntax) -> InferredLabel? {
        if let chosen = chosenAction(action) { return chosen }
        var found: [IfExprSyntax] = []
        func visit(_ node: Syntax) {
            if let branch = node.as(IfExprSyntax.self) {
                found.append(branch)
                return
            }
            for child in node.children(viewMode: .sourceAccurate) { visit(child) }
        }
        visit(Syntax(action))
        // One plain `if`/`else`, one condition (not `if let`), each branch a single named call.
        guard found.count == 1, let branch = found.first, branch.conditions.count == 1,
            case let .expression(condition) = branch.conditions.first!.condition,
            let elseBody = branch.elseBody, case let .codeBlock(otherwise) = elseBody,
            let whenTrue = phrase(of: branch.body), let whenFalse = phrase(of: otherwise), whenTrue != whenFalse
        else { return nil }
        return InferredLabel(condition: condition.trimmedText, whenTrue, whenFalse)
    }

    /// `Button(action: isAdded ? onRemove : onAdd)`, `{ isOn ? stop() : start() }`: the action chosen by a
    /// condition, each side named by its call ("Remove", "Add").
    private static func chosenAction(_ action: ExprSyntax) -> InferredLabel? {
        var expression = action
        if let closure = action.as(ClosureExprSyntax.self) {
            guard closure.statements.count == 1, case let .expr(body) = closure.statements.first!.item else {
                return nil
            }
            expression = body
        }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            case let elements = Array(sequence.elements),
            let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self),
            let whenTrue = phrase(of: ternary.thenExpression), let whenFalse = phrase(of: elements[2]),
            whenTrue != whenFalse
        else { return nil }
        return InferredLabel(condition: elements[0].trimmedText, whenTrue, whenFalse)
    }

    private static func phrase(of side: ExprSyntax) -> String? {
        guard
            side.is(DeclReferenceExprSyntax.self) || side.is(MemberAccessExprSyntax.self)
                || side.is(FunctionCallExprSyntax.self) || side.is(OptionalChainingExprSyntax.self),
            let name = ActionName.name(of: side)
        else { return nil }
        return ReadableName.phrase(forActionName: name)
    }

    /// The readable name of a block's one call (`await actions.onSeekForward?(seconds)` → "Seek forward").
    private static func phrase(of block: CodeBlockSyntax) -> String? {
        guard block.statements.count == 1, case let .expr(body) = block.statements.first!.item,
            let name = ActionName.name(of: body), let phrase = ReadableName.phrase(forActionName: name)
        else { return nil }
        return plainStep(phrase, method: name, in: Syntax(block).root) ?? phrase
    }

    /// A bare "Increment" or "Decrement" is the code's word for a step, not a person's: a step that moves
    /// among pages (its method changes an `index` or `page`) is "Next" or "Previous", any other
    /// "Increase" or "Decrease", as a stepper says (judged on unseen apps: carousel arrows read "Decrement").
    private static func plainStep(_ phrase: String, method: String, in root: Syntax) -> String? {
        let forward: Bool
        switch phrase {
        case "Increment": forward = true
        case "Decrement": forward = false
        default: return nil
        }
        var pages = false
        func visit(_ node: Syntax) {
            if let function = node.as(FunctionDeclSyntax.self), function.name.text == method, let body = function.body {
                pages =
                    pages
                    || body.tokens(viewMode: .sourceAccurate).contains { token in
                        guard case .identifier(let name) = token.tokenKind else { return false }
                        return ReadableName.words(of: name).contains { ["index", "page"].contains($0.lowercased()) }
                    }
                return
            }
            for child in node.children(viewMode: .sourceAccurate) { visit(child) }
        }
        visit(root)
        return pages ? (forward ? "Next" : "Previous") : (forward ? "Increase" : "Decrease")
    }
}
