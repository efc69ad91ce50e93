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
                guard let action = action(of: call), let name = ActionName.name(of: action),
                    let title = title(of: call),
                    !isGlyph(title)
                else { continue }
                if let known = titles[name], known != title { ambiguous.insert(name) }
                titles[name] = titles[name] ?? title
            }
            for name in ambiguous { titles[name] = nil }
            return titles
        }
    }

    /// A literal with fewer than two letters (`"E"`, `"?"`, `"+"`) is a glyph drawn as text, often a
    /// state's mark (judged wrong: an error button's "E" named the checkmark toggle beside it).
    private static func isGlyph(_ title: String) -> Bool {
        guard title.hasPrefix("\""), title.hasSuffix("\"") else { return false }
        return title.filter(\.isLetter).count < 2
    }

    /// Titles keyed by the flag their button's action presents with (`donatePresented.toggle()` under
    /// `Label("Donate", …)`): another control that presents the same flag opens the same thing, and
    /// the title is the project's words for it (judged wrong: a heart glyph's "Favorite" beside the
    /// other availability branch's `Label("Donate", systemImage: "heart.fill")`).
    static func byPresentedFlag(in file: SourceFile) -> [String: String] {
        file.memoized("ActionTitles.byPresentedFlag") {
            guard file.containsText("isPresented") else { return [:] }
            var titles: [String: String] = [:]
            var ambiguous: Set<String> = []
            for call in file.functionCalls where call.calleeName == "Button" {
                guard let action = action(of: call), let title = title(of: call), !isGlyph(title) else { continue }
                // A titled button inside the screen the flag presents (its "Save") turns it off: it closes.
                for flag in presentedFlags(of: action, in: file)
                where !ClosingOwnScreen.sits(call, inContentPresentedBy: flag, in: file) {
                    if let known = titles[flag], known != title { ambiguous.insert(flag) }
                    titles[flag] = titles[flag] ?? title
                }
            }
            for flag in ambiguous { titles[flag] = nil }
            return titles
        }
    }

    /// The flags a closure's own statements set or toggle (`showDonate = true`, `donatePresented.toggle()`)
    /// that the file binds as `isPresented:`.
    static func presentedFlags(of action: ExprSyntax, in file: SourceFile) -> Set<String> {
        guard let closure = action.as(ClosureExprSyntax.self) else { return [] }
        var flags: Set<String> = []
        for statement in closure.statements {
            guard case let .expr(expression) = statement.item else { continue }
            var flag: String?
            if let target = expression.assignmentTarget,
                expression.as(SequenceExprSyntax.self)?.elements.last?.as(BooleanLiteralExprSyntax.self)?.literal
                    .tokenKind == .keyword(.true)
            {
                flag = target.trimmedText
            } else if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                let method = call.calledExpression.as(MemberAccessExprSyntax.self),
                method.declName.baseName.text == "toggle", let base = method.base
            {
                flag = base.trimmedText
            }
            guard let written = flag?.filter({ !$0.isWhitespace }) else { continue }
            let path = written.hasPrefix("self.") ? String(written.dropFirst("self.".count)) : written
            if OpenedScreenTitle.presents(path, in: file) { flags.insert(path) }
        }
        return flags
    }

    /// Titles keyed by the value a `NavigationLink(value:)` pushes, as written (`Route.interest(item)`),
    /// from links whose label shows one `Text` beside its icon: an icon-only link to the same value
    /// opens the same screen, and the file's words for it name it (judged on unseen apps: an icon-only
    /// link beside a titled "Interested" link to the same form was left unlabelled).
    static func byLinkValue(in file: SourceFile) -> [String: String] {
        file.memoized("ActionTitles.byLinkValue") {
            guard file.containsText("NavigationLink") else { return [:] }
            var titles: [String: String] = [:]
            var ambiguous: Set<String> = []
            for call in file.functionCalls where call.calleeName == "NavigationLink" {
                guard let value = call.argument(labeled: "value")?.expression.trimmedText,
                    let label = call.closure(labeled: "label") ?? call.trailingClosure,
                    let title = onlyText(in: Syntax(label)), !isGlyph(title)
                else { continue }
                if let known = titles[value], known != title { ambiguous.insert(value) }
                titles[value] = titles[value] ?? title
            }
            for value in ambiguous { titles[value] = nil }
            return titles
        }
    }

    /// The words of the one `Text` a label draws, as written; nil with none or several.
    private static func onlyText(in node: Syntax) -> String? {
        var found: [String?] = []
        func visit(_ node: Syntax) {
            if let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "Text" || call.calleeName == "Label"
            {
                let first = call.arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
                found.append(first.flatMap { LabelText.writtenWords($0)?.code })
                return
            }
            for child in node.children(viewMode: .sourceAccurate) { visit(child) }
        }
        visit(node)
        return found.count == 1 ? found[0] : nil
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
        return labelClosureTitle(of: button)
    }

    /// `Button { … } label: { Text("End Exercise") }`: the words of a label closure that is one
    /// `Text` or `Label`, as written.
    static func labelClosureTitle(of button: FunctionCallExprSyntax) -> String? {
        guard let label = button.closure(labeled: "label"), label.statements.count == 1,
            case let .expr(view) = label.statements.first!.item,
            let root = ModifierChain(endingAt: view).root.as(FunctionCallExprSyntax.self),
            root.calleeName == "Label" || root.calleeName == "Text",
            let first = root.arguments.first, first.label == nil
        else { return nil }
        return LabelText.writtenWords(first.expression)?.code
    }
}
