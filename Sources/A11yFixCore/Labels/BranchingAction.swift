import A11yFixSyntax
import SwiftSyntax

/// An action that does one of two things by a condition (`if settings.direction == .forward {
/// onSeekForward() } else { onSeekBackward() }`): the label follows the same condition, each
/// branch named by its call ("Seek forward", "Seek backward"), as a two-state glyph's would.
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
            let name = ActionName.name(of: body)
        else { return nil }
        return ReadableName.phrase(forActionName: name)
    }
}
