import A11yFixSyntax
import SwiftSyntax

/// A font in one branch of a `switch` or `if`/`else` whose other branch scales its font
/// (`case .normal: UIFontMetrics(…).scaledFont(for: …)`, `case .compact: .systemFont(ofSize: 12)`):
/// the author knew how to scale and chose not to for this case, which is a layout of its own (a
/// compact row of constant height). Scaling it would undo that choice (judged on real apps: the
/// compact countdown digits of a cell that scales only its normal mode). A font a branch returns
/// is left to the other rules: a table of text roles scales most and forgets some.
enum ScaledSiblingBranch {
    /// Why the font at `node` keeps its size, or nil. Only the nearest branching statement around
    /// it counts, and only inside the same function, closure or property.
    static func reason(for node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        while let parent = current.parent {
            defer { current = parent }
            // A font a branch returns is one role of a table of styles (`var font: UIFont { switch
            // self { … } }`), where a fixed case beside scaled ones reads as one left behind, not
            // as a layout that keeps its size.
            if parent.is(ReturnStmtSyntax.self) { return afterScaledEarlyReturn(parent) }
            if let item = parent.as(CodeBlockItemSyntax.self),
                item.item.trimmedDescription == node.trimmedDescription,
                item.parent?.parent?.is(SwitchCaseSyntax.self) == true
            {
                return nil
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self)
            {
                return nil
            }
            if let branch = parent.as(SwitchCaseSyntax.self),
                let switchExpr = branch.parent?.parent?.as(SwitchExprSyntax.self)
            {
                let others = switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.filter { $0.id != branch.id }
                guard !scales(branch), let sibling = others.first(where: { scales($0) }) else { return nil }
                return "the \(label(of: sibling)) case of the same switch scales its font and this "
                    + "\(label(of: branch)) case keeps a fixed size: the project chose which case grows"
            }
            if let ifExpr = parent.as(IfExprSyntax.self), current.id == ifExpr.body.id,
                let other = ifExpr.elseBody
            {
                guard !scales(ifExpr.body), scales(other) else { return nil }
                return "the else branch of the same if scales its font and this branch keeps a fixed size: "
                    + "the project chose which case grows"
            }
            if let ifExpr = parent.as(IfExprSyntax.self), let other = ifExpr.elseBody, current.id == other.id {
                guard !scales(other), scales(ifExpr.body) else { return nil }
                return "the if branch above scales its font and this else branch keeps a fixed size: "
                    + "the project chose which case grows"
            }
        }
        return nil
    }

    /// A fixed font returned after `if dynamicTypeFont { …; return metrics.scaledFont(for: font) }`:
    /// the `if` on a plain condition (no `if let`, which only checks that a font exists) returns a
    /// scaled font when it holds, and this is what the code returns otherwise. The app has its own
    /// switch for Dynamic Type, and this is the size the user gets with it off (judged on real apps:
    /// an editor's fonts when its "dynamic type" preference is off).
    private static func afterScaledEarlyReturn(_ returnStatement: Syntax) -> String? {
        guard
            let item = returnStatement.parent?.as(CodeBlockItemSyntax.self)
                ?? returnStatement.ancestor(
                    CodeBlockItemSyntax.self)
        else { return nil }
        // The return may sit in a later `if let` of the same block: climb to the block's own statement.
        var statement = item
        while let list = statement.parent?.as(CodeBlockItemListSyntax.self),
            list.parent?.parent?.is(IfExprSyntax.self) == true,
            let outer = list.parent?.parent?.ancestor(CodeBlockItemSyntax.self)
        {
            statement = outer
        }
        guard let list = statement.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        for earlier in list where earlier.position < statement.position {
            guard
                let branch =
                    (earlier.item.as(ExpressionStmtSyntax.self)?.expression ?? earlier.item.as(ExprSyntax.self))?
                    .as(IfExprSyntax.self),
                branch.elseBody == nil,
                branch.conditions.allSatisfy({ condition in
                    if case .optionalBinding = condition.condition { return false }
                    if case .matchingPattern = condition.condition { return false }
                    return true
                }),
                branch.conditions.contains(where: { condition in
                    if case .expression = condition.condition { return true }
                    return false
                }),
                let last = branch.body.statements.last?.item.as(ReturnStmtSyntax.self),
                scales(last)
                    || (scales(branch.body) && last.expression?.is(DeclReferenceExprSyntax.self) == true)
            else { continue }
            let condition = branch.conditions.trimmedDescription
            return
                "the if above returns a scaled font when \(condition) holds, and this is the font returned otherwise: "
                + "the project chose when text grows (its own switch for Dynamic Type)"
        }
        return nil
    }

    /// Whether a branch makes a font that follows the text size.
    static func scales(_ branch: some SyntaxProtocol) -> Bool {
        let text = branch.trimmedDescription
        return text.includes("scaledFont(for:") || text.includes("preferredFont(forTextStyle:")
    }

    /// `.normal`, or `default`: how the case reads.
    private static func label(of branch: SwitchCaseSyntax) -> String {
        switch branch.label {
        case .case(let label): label.caseItems.trimmedDescription
        case .default: "default"
        }
    }
}
