import A11yFixSyntax
import SwiftSyntax

/// The header a `Menu` shows above its items: a plain `Text` first among more items
/// (`Menu { Text(L10n.autoPlay).foregroundColor(.secondary); ForEach(…) { … } }`), or the title of
/// the one `Section` holding them all (`Section("Auto-Play") { … }`). It names what the menu sets,
/// where the glyph names only its look (judged wrong on unseen apps: "Timer" on a timer glyph whose
/// menu is headed "Auto-Play"). Written as the code writes it, so a looked-up header stays translated.
enum MenuHeader {
    static func words(of menu: FunctionCallExprSyntax) -> String? {
        guard let content = menu.closure(labeled: "content") ?? menu.trailingClosure else { return nil }
        let items = content.statements.compactMap { statement -> ExprSyntax? in
            if case let .expr(expression) = statement.item { return expression }
            return nil
        }
        guard items.count == content.statements.count, let first = items.first else { return nil }
        if items.count > 1, let text = baseCall(of: first), text.calleeName == "Text" {
            return title(of: text)
        }
        if items.count == 1, let section = first.as(FunctionCallExprSyntax.self), section.calleeName == "Section" {
            if let header = section.argument(labeled: "header")?.expression,
                let text = baseCall(of: header), text.calleeName == "Text"
            {
                return title(of: text)
            }
            return title(of: section)
        }
        return nil
    }

    /// The call a modifier chain starts from: `Text(x)` of `Text(x).foregroundColor(.secondary)`.
    private static func baseCall(of expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
                return call
            }
            current = base
        }
        return nil
    }

    /// The first unlabelled argument's words, as written (a literal or a lookup).
    private static func title(of call: FunctionCallExprSyntax) -> String? {
        guard let first = call.arguments.first, first.label == nil else { return nil }
        return LabelText.writtenWords(first.expression)?.code
    }
}
