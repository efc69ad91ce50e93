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
        guard let flag = setFlag(by: action) else { return nil }
        for call in file.functionCalls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let binding = call.argument(labeled: "isPresented")?.expression,
                binding.trimmedText.filter({ !$0.isWhitespace }) == "$" + flag
            else { continue }
            let name = member.declName.baseName.text
            if confirmations.contains(name) { return ConfirmingButton.title(in: call) }
            guard presenters.contains(name) else { continue }
            guard let content = call.trailingClosure ?? call.closure(labeled: "content") else { return nil }
            return screenTitle(in: Syntax(content), file: file)
        }
        return nil
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

    /// `flag = true` (or `model.flag = true`), last in the closure after nothing but assignments
    /// (`selected = item; flag = true` picks what the screen shows): the flag the action sets.
    static func setFlag(by action: ExprSyntax) -> String? {
        guard let closure = action.as(ClosureExprSyntax.self), let last = closure.statements.last,
            closure.statements.dropLast().allSatisfy({ statement in
                if case let .expr(expression) = statement.item { return expression.assignmentTarget != nil }
                return false
            }),
            case let .expr(body) = last.item, let target = body.assignmentTarget,
            body.as(SequenceExprSyntax.self)?.elements.last?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind
                == .keyword(.true)
        else { return nil }
        let path = target.trimmedText.filter { !$0.isWhitespace }
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

    /// `{ AddWordView(store: store) }`: the one view call a closure makes.
    private static func onlyCall(in content: Syntax) -> FunctionCallExprSyntax? {
        if let call = content.as(FunctionCallExprSyntax.self) { return call }
        guard let closure = content.as(ClosureExprSyntax.self), closure.statements.count == 1,
            case let .expr(body) = closure.statements.first!.item
        else { return nil }
        return ModifierChain(endingAt: body).root.as(FunctionCallExprSyntax.self)
    }
}
