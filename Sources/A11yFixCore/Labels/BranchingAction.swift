import A11yFixSyntax
import SwiftSyntax

/// An action that does one of two things by a condition (`if settings.direction == .forward {
/// onSeekForward() } else { onSeekBackward() }`): the label follows the same condition, each
/// branch named by its call ("Seek forward", "Seek backward"), as a two-state glyph's would;
/// `increment()`/`decrement()` of a page index by the way it moves ("Next", "Previous").
enum BranchingAction {
    static func label(of action: ExprSyntax) -> InferredLabel? {
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
