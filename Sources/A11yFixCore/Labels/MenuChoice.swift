import A11yFixSyntax
import SwiftSyntax

/// An icon-only `Menu` that picks one value: every item stores into the same variable
/// (`sort = option`), its options come from a type that repeats that variable's name
/// (`ForEach(FeedSortOption.allCases)`), and its glyph is the variable's (`sort.icon`). The variable's
/// name says what the menu sets ("Sort"); the glyph only shows the current choice.
enum MenuChoice {
    /// Controls that do something other than store the choice: the menu is then more than a picker.
    static let otherControls: Set<String> = ["Link", "NavigationLink", "ShareLink", "Toggle", "Picker"]

    /// The variable's name in sentence case, or nil where the menu is not such a picker.
    static func phrase(of menu: FunctionCallExprSyntax, images: [ImageContent.Image]) -> String? {
        guard images.count == 1, let variable = images[0].variableRoot, variable != "self",
            let content = menu.closure(labeled: "content") ?? menu.trailingClosure
        else { return nil }
        var buttons = 0
        var optionTypes: [String] = []
        for call in calls(under: Syntax(content.statements)) {
            guard let name = call.calleeName else { continue }
            if otherControls.contains(name) { return nil }
            if name == "ForEach", let source = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                source.declName.baseName.text == "allCases", let type = source.base?.trimmedText
            {
                optionTypes.append(type)
            }
            guard name == "Button" else { continue }
            guard let action = call.closure(labeled: "action") ?? call.trailingClosure,
                action.statements.contains(where: { stores(variable, $0) })
            else { return nil }
            buttons += 1
        }
        let words = ReadableName.words(of: variable)
        let named = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard buttons > 0, !optionTypes.isEmpty, optionTypes.allSatisfy({ $0.contains(named) }) else { return nil }
        return ReadableName.sentence(words)
    }

    /// Every function call at or under `node`, in source order.
    private static func calls(under node: Syntax) -> [FunctionCallExprSyntax] {
        var found: [FunctionCallExprSyntax] = []
        if let call = node.as(FunctionCallExprSyntax.self) { found.append(call) }
        for child in node.children(viewMode: .sourceAccurate) { found += calls(under: child) }
        return found
    }

    /// `sort = option` or `self.sort = .top(option)`.
    private static func stores(_ variable: String, _ item: CodeBlockItemSyntax) -> Bool {
        guard case let .expr(expression) = item.item, let target = expression.assignmentTarget?.trimmedText
        else { return false }
        return target == variable || target == "self." + variable
    }
}
