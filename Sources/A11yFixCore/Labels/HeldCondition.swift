import A11yFixSyntax
import SwiftSyntax

/// A condition every place that draws a view already requires: an image drawn clear while
/// `thumbnail != nil` is false, inside `if thumbnail != nil { … }` (also where a helper holding it is
/// shown, `if thumbnail != nil { ZStack { preview; playButton } }`), is never clear where it is drawn,
/// so a modifier hiding it then hides nothing.
enum HeldCondition {
    /// Whether `condition` (as written, `thumbnail != nil`) holds wherever `node` is drawn: an `if`
    /// around it in its member, or around every place its file shows the helper holding it.
    static func holds(_ condition: String, at node: some SyntaxProtocol, in file: SourceFile) -> Bool {
        if isRequired(condition, around: Syntax(node)) { return true }
        return HelperUses.everyUse(ofHelperHolding: node, in: file) { isRequired(condition, around: Syntax($0)) }
    }

    /// An `if` (or `guard`-free `else if`) whose conditions include `condition` and whose body holds `node`.
    private static func isRequired(_ condition: String, around node: Syntax) -> Bool {
        var child = node
        var current = node.parent
        while let parent = current {
            if parent.is(DeclSyntax.self) || parent.is(MemberBlockSyntax.self) { return false }
            if let branch = parent.as(IfExprSyntax.self), branch.body.id == child.id,
                branch.conditions.contains(where: { states(condition, $0) })
            {
                return true
            }
            child = parent
            current = parent.parent
        }
        return false
    }

    /// `thumbnail != nil` is stated by itself, and by `let thumbnail` or `let image = thumbnail`.
    private static func states(_ condition: String, _ element: ConditionElementSyntax) -> Bool {
        switch element.condition {
        case let .expression(expression):
            return expression.trimmedText == condition
        case let .optionalBinding(binding):
            guard condition.hasSuffix(" != nil") else { return false }
            let value = String(condition.dropLast(" != nil".count))
            return (binding.initializer?.value.trimmedText ?? binding.pattern.trimmedText) == value
        default:
            return false
        }
    }
}
