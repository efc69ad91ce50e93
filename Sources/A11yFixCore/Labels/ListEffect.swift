import A11yFixSyntax
import SwiftSyntax

/// What an action does to a list, read from its code when no name says it:
/// `mappings = mappings.filter { !selection.contains($0) }` removes the selected rows, "Remove";
/// `rules.append(Rule())` adds one, "Add". Clean-up beside it (`selection = []`) does not count.
/// A glyph's own words come first where they say the same kind of change ("Delete" for a trash can);
/// an asset named "Minus" or a closing `xmark` says nothing of the sort (judged on unseen apps: such
/// buttons were reported although the code said what they do).
enum ListEffect {
    static func phrase(of action: ExprSyntax) -> String? {
        guard let closure = action.as(ClosureExprSyntax.self) else { return nil }
        var effects: [String] = []
        for statement in closure.statements {
            guard case let .expr(expression) = statement.item else { return nil }
            if let target = expression.assignmentTarget,
                let value = expression.as(SequenceExprSyntax.self)?.elements.last
            {
                if isEmptied(value) { continue }
                // `list = list.filter { … }`: keeps some, drops the rest.
                guard let call = value.as(FunctionCallExprSyntax.self),
                    let method = call.calledExpression.as(MemberAccessExprSyntax.self),
                    method.declName.baseName.text == "filter",
                    method.base?.trimmedText == target.trimmedText
                else { return nil }
                effects.append("Remove")
                continue
            }
            guard let call = expression.as(FunctionCallExprSyntax.self),
                let method = call.calledExpression.as(MemberAccessExprSyntax.self), method.base != nil
            else { return nil }
            switch method.declName.baseName.text {
            // Not `removeLast()`: on a navigation path it goes back.
            case "remove", "removeSubrange": effects.append("Remove")
            // `removeAll(where:)` removes the matching ones; `removeAll()` empties the list (ActionName's "Clear").
            case "removeAll" where call.trailingClosure != nil || call.argument(labeled: "where") != nil:
                effects.append("Remove")
            case "append", "insert": effects.append("Add")
            default: return nil
            }
        }
        return effects.count == 1 ? effects[0] : nil
    }

    /// `[]`, `[:]`, `nil`, `""`, `false`, `0`, `.none`: state put back after the change.
    static func isEmptied(_ value: ExprSyntax) -> Bool {
        if let array = value.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        if value.is(DictionaryExprSyntax.self) { return value.trimmedText == "[:]" }
        if value.is(NilLiteralExprSyntax.self) || value.isFalseLiteral { return true }
        if let integer = value.as(IntegerLiteralExprSyntax.self) { return integer.literal.text == "0" }
        if let member = value.as(MemberAccessExprSyntax.self), member.base == nil {
            return ["none", "empty"].contains(member.declName.baseName.text)
        }
        return value.stringLiteralValue?.isEmpty == true
    }
}
