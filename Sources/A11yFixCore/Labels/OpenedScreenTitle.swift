import A11yFixSyntax
import SwiftSyntax

/// The title of the screen a control opens, in the project's own words: a button that sets
/// `isAddingWord = true` opens `.sheet(isPresented: $isAddingWord) { … .navigationTitle("Add Muted Word") }`,
/// so it is "Add Muted Word", written as the file writes it (a literal, or a localized lookup).
/// Likewise a `NavigationLink` whose destination is titled. Only a title the file shows; a
/// screen with several titles (a stack that pushes more) says nothing.
enum OpenedScreenTitle {
    /// Modifiers that present their content while a flag is set.
    static let presenters: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "inspector",
    ]

    /// Modifiers that ask to confirm an action while a flag is set: their one confirming button
    /// names what the control does (`showingAlert = true` → the alert's "Delete").
    static let confirmations: Set<String> = ["alert", "confirmationDialog"]

    /// The title of what `action` opens, as Swift code; nil when the file does not say.
    static func title(of action: ExprSyntax, in file: SourceFile) -> String? {
        // `showActions.toggle()` on a flag that presents a dialog opens it, as `= true` does.
        let toggled = ActionName.toggledState(of: action).map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }
        let flag = setFlag(by: action) ?? toggled
        // `store.send(.setNavigation(.clearHistory))` beside `.confirmationDialog(…, unwrapping: $store.route,
        // case: \.clearHistory)`: the route's case presents it, as a flag does.
        let cases = flag == nil ? routeCases(in: action) : []
        guard flag != nil || !cases.isEmpty else { return nil }
        for call in file.functionCalls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
            if let flag {
                guard let binding = call.argument(labeled: "isPresented")?.expression,
                    ["$" + flag, "self.$" + flag].contains(binding.trimmedText.filter({ !$0.isWhitespace }))
                else { continue }
            } else {
                guard let path = call.argument(labeled: "case")?.expression, let name = presentedCase(path),
                    cases.contains(name)
                else { continue }
            }
            let name = member.declName.baseName.text
            if confirmations.contains(name) {
                // A dialog of several choices (`confirmationDialog("Export", …) { PDF; Image }`) is
                // named by its title; one confirming button names the action it confirms.
                return ConfirmingButton.title(in: call) ?? (name == "confirmationDialog" ? dialogTitle(of: call) : nil)
            }
            if name == "actionSheet", let content = call.trailingClosure ?? call.closure(labeled: "content") {
                return actionSheetTitle(in: Syntax(content), file: file)
            }
            guard presenters.contains(name) else { continue }
            guard let content = call.trailingClosure ?? call.closure(labeled: "content") else { return nil }
            return screenTitle(in: Syntax(content), file: file)
        }
        return nil
    }

    /// How many buttons the `confirmationDialog` the action's flag presents offers; nil when the
    /// action presents none.
    static func dialogChoices(of action: ExprSyntax, in file: SourceFile) -> Int? {
        let toggled = ActionName.toggledState(of: action).map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }
        guard let flag = setFlag(by: action) ?? toggled else { return nil }
        for call in file.functionCalls {
            guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "confirmationDialog",
                let binding = call.argument(labeled: "isPresented")?.expression,
                ["$" + flag, "self.$" + flag].contains(binding.trimmedText.filter({ !$0.isWhitespace })),
                let content = call.trailingClosure ?? call.closure(labeled: "actions")
            else { continue }
            return content.tokens(viewMode: .sourceAccurate).filter { token in
                token.text == "Button" && token.parent?.parent?.is(FunctionCallExprSyntax.self) == true
            }.count
        }
        return nil
    }

    /// The enum cases an action names without a type (`.setNavigation(.clearHistory)`,
    /// `route = .deleteWord(word)`): the routes it may go to.
    static func routeCases(in action: ExprSyntax) -> Set<String> {
        guard let closure = action.as(ClosureExprSyntax.self) else { return [] }
        var cases: Set<String> = []
        for token in closure.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind,
                let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                member.base == nil, member.declName.baseName.id == token.id
            else { continue }
            cases.insert(token.text)
        }
        return cases
    }

    /// The case a presenter's `case:` key path names: `\.clearHistory`, `\Route.clearHistory`,
    /// `/Route.clearHistory` (CasePaths). Nil for anything else.
    static func presentedCase(_ path: ExprSyntax) -> String? {
        let text = path.trimmedText.filter { !$0.isWhitespace }
        guard text.hasPrefix("\\") || text.hasPrefix("/"), let dot = text.lastIndex(of: ".") else { return nil }
        let name = String(text[text.index(after: dot)...])
        return !name.isEmpty && name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? name : nil
    }

    /// Whether `action` sets or toggles a flag that presents an alert or confirmation dialog: then the
    /// flag's name ("Show end confirmation") is the code's word for asking, not what the control does.
    static func asksToConfirm(_ action: ExprSyntax, in file: SourceFile) -> Bool {
        let toggled = ActionName.toggledState(of: action).map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }
        guard let flag = setFlag(by: action) ?? toggled else { return false }
        return file.functionCalls.contains { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                confirmations.contains(member.declName.baseName.text),
                let binding = call.argument(labeled: "isPresented")?.expression
            else { return false }
            return ["$" + flag, "self.$" + flag].contains(binding.trimmedText.filter({ !$0.isWhitespace }))
        }
    }

    /// Whether the file presents something while `flag` is set (`.actionSheet(isPresented: $flag)`,
    /// a sheet, an alert, a project's popover): then switching the flag opens that, and shows no
    /// state of the control.
    static func presents(_ flag: String, in file: SourceFile) -> Bool {
        let path = flag.hasPrefix("self.") ? String(flag.dropFirst("self.".count)) : flag
        let bindings: Set<String> = ["$" + path, "self.$" + path]
        // Any call binding it as `isPresented:` presents: SwiftUI's modifiers and a project's own
        // (`.luminareModal(isPresented:)`, `PopoverHolder(isPresented:)`).
        return file.functionCalls.contains { call in
            guard let binding = call.argument(labeled: "isPresented")?.expression else { return false }
            return bindings.contains(binding.trimmedText.filter { !$0.isWhitespace })
        }
    }

    /// `confirmationDialog("Export", isPresented: …)`: its title as written; shown or hidden, it
    /// names the choice the dialog offers.
    private static func dialogTitle(of call: FunctionCallExprSyntax) -> String? {
        guard let first = call.arguments.first, first.label == nil else { return nil }
        return LabelText.writtenWords(first.expression)?.code
    }

    /// `ActionSheet(title: Text("Select an Action"), …)`: the sheet's title, in the file's words,
    /// also where the content calls a method of the file that makes it (`{ self.makeActionSheet() }`).
    private static func actionSheetTitle(in content: Syntax, file: SourceFile) -> String? {
        let statement = content.as(ClosureExprSyntax.self).flatMap {
            $0.statements.count == 1 ? $0.statements.first : nil
        }
        if let maker = statement?.item.as(FunctionCallExprSyntax.self), maker.arguments.isEmpty,
            let name = maker.calleeName,
            let function = file.tree.tokens(viewMode: .sourceAccurate).lazy.compactMap({ token in
                token.parent?.as(FunctionDeclSyntax.self).flatMap { $0.name.id == token.id ? $0 : nil }
            }).first(where: { $0.name.text == name && $0.signature.parameterClause.parameters.isEmpty }),
            let body = function.body
        {
            return actionSheetTitle(in: Syntax(body))
        }
        return actionSheetTitle(in: content)
    }

    private static func actionSheetTitle(in content: Syntax) -> String? {
        var titles: [String] = []
        func visit(_ node: Syntax) {
            if let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "ActionSheet",
                let text = call.argument(labeled: "title")?.expression.as(FunctionCallExprSyntax.self),
                text.calleeName == "Text", let words = text.arguments.first?.expression,
                let written = LabelText.writtenWords(words)
            {
                titles.append(written.code)
            }
            for child in node.children(viewMode: .sourceAccurate) { visit(child) }
        }
        visit(content)
        return titles.count == 1 ? titles[0] : nil
    }

    /// The one `.navigationTitle` in a destination (a view built in place, or a type the file
    /// declares and the destination only calls).
    static func screenTitle(in content: Syntax, file: SourceFile) -> String? {
        guard let titles = navigationTitles(in: content) else { return nil }
        if !titles.isEmpty { return titles.count == 1 ? titles[0] : nil }
        guard let only = onlyCall(in: content), let type = only.calleeName,
            let declaration = file.tree.statements.lazy.compactMap({
                $0.item.as(StructDeclSyntax.self)
            }).first(where: { $0.name.text == type })
        else { return nil }
        guard let declared = navigationTitles(in: Syntax(declaration)), declared.count == 1 else { return nil }
        return declared[0]
    }

    /// `flag = true` (or `model.flag = true`) in a closure of nothing but assignments (`selected = item;
    /// flag = true` picks what the screen shows, `flag = true; item = row` likewise): the one flag the
    /// action sets on.
    static func setFlag(by action: ExprSyntax) -> String? {
        guard let closure = action.as(ClosureExprSyntax.self) else { return nil }
        var flags: [String] = []
        for statement in closure.statements {
            guard case let .expr(body) = statement.item, let target = body.assignmentTarget else { return nil }
            if body.as(SequenceExprSyntax.self)?.elements.last?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind
                == .keyword(.true)
            {
                flags.append(target.trimmedText.filter { !$0.isWhitespace })
            }
        }
        guard flags.count == 1, let path = flags.first else { return nil }
        return path.hasPrefix("self.") ? String(path.dropFirst("self.".count)) : path
    }

    /// The written titles under `node`; nil when one is a value the file does not show (a variable).
    private static func navigationTitles(in node: Syntax) -> [String]? {
        var found: [String] = []
        func visit(_ node: Syntax) {
            if let call = node.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "navigationTitle",
                let argument = call.arguments.first, argument.label == nil
            {
                found.append(LabelText.writtenWords(argument.expression)?.code ?? "")
            }
            for child in node.children(viewMode: .sourceAccurate) { visit(child) }
        }
        visit(node)
        return found.contains("") ? nil : found
    }

    /// The words of a popover (or sheet) the action presents when it shows nothing but one `Text`: a badge
    /// whose popover says the status (`Text(NSLocalizedString(statusText, comment: ""))`) is named by it,
    /// written as the text is, so VoiceOver says what the popover shows. A literal of more than six
    /// words explains rather than names: not those.
    static func presentedText(by action: ExprSyntax, in file: SourceFile) -> (code: String, phrase: String)? {
        let toggled = ActionName.toggledState(of: action).map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }
        guard let flag = setFlag(by: action) ?? toggled else { return nil }
        guard let content = presentedContent(whileSet: flag, in: file),
            let text = onlyCall(in: Syntax(content)), text.calleeName == "Text", text.arguments.count == 1,
            let words = text.arguments.first, words.label == nil
        else { return nil }
        if let literal = words.expression.stringLiteralValue {
            return literal.split(separator: " ").count <= 6 ? (words.expression.trimmedText, literal) : nil
        }
        let variable = words.expression.tokens(viewMode: .sourceAccurate).first {
            if case .identifier = $0.tokenKind { return $0.text.first?.isLowercase == true }
            return false
        }
        return variable.map { token in
            (words.expression.trimmedText, ReadableName.sentence(ReadableName.words(of: token.text)) ?? token.text)
        }
    }

    /// The view type a sheet, cover or popover presents while `flag` is set:
    /// `.popover(isPresented: $state.isShowing) { CameraPopoverView(…) }` → `CameraPopoverView`.
    static func presentedType(by flag: String, in file: SourceFile) -> String? {
        presentedContent(whileSet: flag, in: file).flatMap { destinationType(in: Syntax($0)) }
    }

    /// The content closure of the first sheet, cover or popover the file presents while `flag` is set.
    private static func presentedContent(whileSet flag: String, in file: SourceFile) -> ClosureExprSyntax? {
        for call in file.functionCalls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                presenters.contains(member.declName.baseName.text),
                let binding = call.argument(labeled: "isPresented")?.expression,
                ["$" + flag, "self.$" + flag].contains(binding.trimmedText.filter({ !$0.isWhitespace })),
                let content = call.trailingClosure ?? call.closure(labeled: "content")
            else { continue }
            return content
        }
        return nil
    }

    /// The view type a destination builds, under its modifiers: `HistoryView` of
    /// `{ HistoryView().environment(settings) }`.
    static func destinationType(in content: Syntax) -> String? {
        if !content.is(ClosureExprSyntax.self), let expression = content.as(ExprSyntax.self) {
            return ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self)?.calleeName
        }
        return onlyCall(in: content)?.calleeName
    }

    /// `{ AddWordView(store: store) }`: the one view call a closure makes.
    private static func onlyCall(in content: Syntax) -> FunctionCallExprSyntax? {
        if let call = content.as(FunctionCallExprSyntax.self) { return call }
        guard let closure = content.as(ClosureExprSyntax.self), closure.statements.count == 1,
            case let .expr(body) = closure.statements.first!.item
        else { return nil }
        return ModifierChain(endingAt: body).root.as(FunctionCallExprSyntax.self)
    }
}
