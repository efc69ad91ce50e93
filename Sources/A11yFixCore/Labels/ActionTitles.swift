import A11yFixSyntax
import SwiftSyntax

/// The words a file already shows for an action: `Button(L10n.refresh) { model.refresh() }` in a
/// menu, or `Button { delete() } label: { Label("Delete", systemImage: "trash") }`, name the
/// icon-only button that calls `model.refresh()` or `delete()` elsewhere in the file. In a
/// project that localises they are its localized key, so the label is translated like the rest.
enum ActionTitles {
    /// Action name → the title's Swift expression. An action shown with two different titles is
    /// left out: the file does not say which one fits.
    static func all(in file: SourceFile, context: TransformContext) -> [String: String] {
        file.memoized("ActionTitles.all") {
            guard file.containsText("Button") else { return [:] }
            var titles: [String: String] = [:]
            var ambiguous: Set<String> = []
            for call in file.functionCalls where call.calleeName == "Button" {
                guard let action = action(of: call), let name = ActionName.name(of: action), let title = title(of: call)
                else { continue }
                if let known = titles[name], known != title { ambiguous.insert(name) }
                titles[name] = titles[name] ?? title
            }
            for name in ambiguous { titles[name] = nil }
            return titles
        }
    }

    private static func action(of button: FunctionCallExprSyntax) -> ExprSyntax? {
        if let action = button.argument(labeled: "action")?.expression { return action }
        // `Button("Title") { act() }` or `Button { act() } label: { … }`: the first closure acts.
        if button.closure(labeled: "label") != nil
            || button.arguments.first.map({ $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }) == true
        {
            return button.trailingClosure.map(ExprSyntax.init)
        }
        return nil
    }

    /// `Button(<title>, …)`, or a `Label(<title>, …)` / `Text(<title>)` as its whole label.
    private static func title(of button: FunctionCallExprSyntax) -> String? {
        if let first = button.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
            return LabelText.writtenWords(first.expression)?.code
        }
        guard let label = button.closure(labeled: "label"), label.statements.count == 1,
            case let .expr(view) = label.statements.first!.item,
            let root = ModifierChain(endingAt: view).root.as(FunctionCallExprSyntax.self),
            root.calleeName == "Label" || root.calleeName == "Text",
            let first = root.arguments.first, first.label == nil
        else { return nil }
        return LabelText.writtenWords(first.expression)?.code
    }
}
