import A11yFixSyntax
import SwiftSyntax

/// A `.font` on an item of a `Menu` or a `.contextMenu` (a button's label, or the title of a
/// menu nested in it): the system draws menu items itself, in its own font that follows Dynamic
/// Type already, and ignores `.font` (judged on real apps: a nested menu's title rewritten for
/// nothing). The label of the outer `Menu`, drawn in the view, is not an item.
enum MenuItemFont {
    static func isMenuItem(_ font: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(font)
        while let parent = node.parent, !parent.is(MemberBlockItemSyntax.self), !parent.is(SourceFileSyntax.self) {
            if let closure = parent.as(ClosureExprSyntax.self), isMenuContent(closure) { return true }
            node = parent
        }
        return false
    }

    /// The items closure of `Menu { … } label: { … }`, `Menu("Title") { … }`, `Menu(content:label:)`
    /// or `.contextMenu { … }` (not its `preview:`).
    private static func isMenuContent(_ closure: ClosureExprSyntax) -> Bool {
        let call: FunctionCallExprSyntax
        if let owner = closure.parent?.as(FunctionCallExprSyntax.self), owner.trailingClosure?.id == closure.id {
            call = owner
        } else if let argument = closure.parent?.as(LabeledExprSyntax.self),
            ["content", "menuItems"].contains(argument.label?.text ?? ""),
            let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            call = owner
        } else {
            return false
        }
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calleeName
        return name == "Menu" || name == "contextMenu"
    }
}
