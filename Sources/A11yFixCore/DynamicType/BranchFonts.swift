import A11yFixSyntax
import SwiftSyntax

/// Fonts that the branches of one `switch` (or `if`/`else` chain) give the same label or return
/// (`case .big: return .systemFont(ofSize: 27)`, `case .small: label.font = …`): one choice made per
/// case, which reads as one intent only when every case is fixed the same way (judged on apps never
/// tuned on: one case wrapped in `UIFontMetrics` beside two swapped for preferred fonts).
enum BranchFonts {
    /// A key shared by the fonts of the same branching statement and destination; nil when the
    /// font is not the whole value a branch returns or assigns.
    static func key(of target: ExprSyntax) -> String? {
        var node = Syntax(target)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) {
            if parent.is(ClosureExprSyntax.self) || parent.is(FunctionCallExprSyntax.self) { return nil }
            node = parent
        }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent else { return nil }
        let destination: String
        if item.item.as(ReturnStmtSyntax.self)?.expression?.id == target.id || item.expression?.id == target.id {
            destination = "return"
        } else if let assignment = FontAssignment(value: target), assignment.statement.id == item.id {
            destination = assignment.receiver
        } else {
            return nil
        }
        if let switchCase = list.parent?.as(SwitchCaseSyntax.self),
            let branching = switchCase.ancestor(SwitchExprSyntax.self)
        {
            return "\(branching.position.utf8Offset):\(destination)"
        }
        guard var branching = list.parent?.parent?.as(IfExprSyntax.self) else { return nil }
        // `else if`: the chain is keyed by its first `if`.
        while let outer = branching.parent?.as(IfExprSyntax.self) { branching = outer }
        return "\(branching.position.utf8Offset):\(destination)"
    }
}
