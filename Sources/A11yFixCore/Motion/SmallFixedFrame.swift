import A11yFixSyntax
import SwiftSyntax

/// Whether a view sits in a fixed frame of at most 60 pt each way: in its own modifier chain
/// (before or after the node), or in that of a container up to two levels out. What moves inside
/// (a `matchedGeometryEffect` selection dot in a 44 pt cell) travels no further than the frame.
enum SmallFixedFrame {
    static let limit = 60.0

    static func holds(_ node: FunctionCallExprSyntax) -> Bool {
        if let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base,
            ModifierChain(endingAt: base).modifiers.contains(where: { $0.call.map(isSmall) ?? false })
        {
            return true
        }
        var current = Syntax(node)
        var containers = 0
        while let parent = current.parent, containers <= 2 {
            if parent.is(MemberBlockItemSyntax.self) || parent.is(SourceFileSyntax.self) { return false }
            // A modifier applied to what holds `node`: `.frame(width: 44, height: 44)`.
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                let modifier = member.parent?.as(FunctionCallExprSyntax.self),
                modifier.calledExpression.id == member.id,
                member.declName.baseName.text == "frame", isSmall(modifier)
            {
                return true
            }
            if parent.is(ClosureExprSyntax.self) { containers += 1 }
            current = parent
        }
        return false
    }

    /// `.frame(width: 44, height: 44)` with literals, both at most `limit`.
    private static func isSmall(_ frame: FunctionCallExprSyntax) -> Bool {
        guard frame.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "frame",
            let width = frame.argument(labeled: "width")?.expression.numberLiteralValue,
            let height = frame.argument(labeled: "height")?.expression.numberLiteralValue
        else { return false }
        return width <= limit && height <= limit
    }
}
