import A11yFixSyntax
import SwiftSyntax

/// A component styled through its own properties whose rows the same block holds at a constant
/// height: `dropDown.cellHeight = 35` beside `dropDown.textFont = UIFont.boldSystemFont(ofSize: 15)`.
/// Each row keeps that height at every text size, so a scaled font would be clipped (judged on
/// real apps: an autocomplete drop-down of 35 pt rows).
enum SiblingRowHeight {
    /// The statement that holds the rows ("dropDown.cellHeight = 35"); nil when none does.
    static func heldBy(_ call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(ClosureExprSyntax.self) {
            node = parent
        }
        guard let statement = node.parent?.as(CodeBlockItemSyntax.self),
            let list = statement.parent?.as(CodeBlockItemListSyntax.self),
            let (receiver, property, _) = memberAssignment(statement), property.lowercased().hasSuffix("font")
        else { return nil }
        for item in list where item.id != statement.id {
            guard let (other, held, value) = memberAssignment(item), other == receiver,
                ["cellHeight", "rowHeight", "itemHeight"].contains(held), FixedHeightContainer.isFixedHeight(value)
            else { continue }
            return item.trimmedText
        }
        return nil
    }

    /// `a.b = v` as (`a`, `b`, `v`).
    private static func memberAssignment(_ item: CodeBlockItemSyntax) -> (String, String, ExprSyntax)? {
        guard
            let sequence = (item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression)?
                .as(SequenceExprSyntax.self)
        else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base
        else { return nil }
        return (base.trimmedText, member.declName.baseName.text, elements[2])
    }
}
