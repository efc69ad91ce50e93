import A11yFixSyntax
import SwiftSyntax

/// An icon-only `Menu` that lists things to do one action with: every item is a button in a
/// `ForEach` calling the same method with its element (`ForEach(tags) { tag in Button(tag.name) {
/// insertTag(tag) } }`). The method names what the menu does ("Insert tag"); the items name what it
/// does it with. A method that only picks (`select(option)`) names no action of its own: the menu
/// then picks a value, which `MenuChoice` reads.
enum MenuSharedAction {
    static func phrase(of menu: FunctionCallExprSyntax) -> String? {
        guard let content = menu.closure(labeled: "content") ?? menu.trailingClosure else { return nil }
        var methods: Set<String> = []
        var loops = 0
        for node in ActionName.descendants(Syntax(content.statements)) {
            guard let call = node.as(FunctionCallExprSyntax.self), let name = call.calleeName else { continue }
            if name == "ForEach" {
                loops += 1
                continue
            }
            if ["Button", "Link", "NavigationLink", "ShareLink", "Toggle", "Picker", "Menu"].contains(name) {
                guard name == "Button", let action = call.closure(labeled: "action") ?? call.trailingClosure,
                    action.statements.count == 1, case let .expr(body) = action.statements.first!.item,
                    let inner = body.as(FunctionCallExprSyntax.self), !inner.arguments.isEmpty,
                    let method = ActionName.name(of: ExprSyntax(inner.calledExpression))
                else { return nil }
                methods.insert(method)
            }
        }
        guard loops == 1, methods.count == 1, let method = methods.first,
            let phrase = ReadableName.phrase(forActionName: method),
            let verb = ReadableName.words(of: phrase).first?.lowercased(),
            !["select", "choose", "pick", "set", "switch", "change", "update", "show", "open"].contains(verb)
        else { return nil }
        return phrase
    }
}
