import A11yFixSyntax
import SwiftSyntax

/// SwiftUI text laid out by hand with `.offset`: a font on a view whose texts are nudged into
/// columns (`Text("BG").offset(x: 7)`, two or more of them: a table whose columns line up at fixed
/// distances), or a font in an `HStack(spacing: 0)` one of whose texts is nudged (a wordmark whose
/// letters are set against each other). Larger text drifts out of the columns or splits the mark,
/// so the fixed size is the layout's (judged on real apps: a hand-aligned history table, and the
/// two halves of a wordmark).
enum HandAlignedText {
    /// Why the SwiftUI font `call` keeps its size; nil when no hand alignment holds it.
    static func reason(for call: FunctionCallExprSyntax) -> String? {
        guard let modifier = call.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
            let member = modifier.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "font", let view = member.base
        else { return nil }
        let nudges = SourceFile.descendants(FunctionCallExprSyntax.self, of: view).filter(isHorizontalNudge)
        if nudges.count >= 2 {
            return
                "its texts are placed in columns by hand (\(nudges.count) .offset(x:) nudges, such as \(nudges[0].singleLineText)): larger text would drift out of line"
        }
        // The whole statement the modifier belongs to, inside a stack's closure.
        var node = Syntax(modifier)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) { node = parent }
        guard let statement = node.parent?.as(CodeBlockItemSyntax.self),
            let closure = statement.parent?.parent?.as(ClosureExprSyntax.self),
            let stack = closure.parent?.as(FunctionCallExprSyntax.self), stack.calleeName == "HStack",
            stack.argument(labeled: "spacing")?.expression.numberLiteralValue == 0,
            closure.statements.count >= 2,
            closure.statements.contains(where: { item in
                SourceFile.descendants(FunctionCallExprSyntax.self, of: item).contains {
                    $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "offset"
                }
            })
        else { return nil }
        return
            "it is one part of texts set against each other with no spacing and nudged by .offset (a wordmark): scaled, the parts split apart"
    }

    /// `.offset(x: 7)`, `.offset(x: -1 * inset)`: a nudge along the line, not zero.
    private static func isHorizontalNudge(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "offset",
            let x = call.argument(labeled: "x")?.expression
        else { return false }
        return x.numberLiteralValue != 0
    }
}
