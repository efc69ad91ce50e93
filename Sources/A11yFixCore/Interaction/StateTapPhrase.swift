import A11yFixSyntax
import SwiftSyntax

/// The words for a tap whose action only sets state, when the state says what the tap does:
/// `isEditing = false` or `editMode = .inactive` ends edit mode ("Done", as every edit button
/// reads); `showSettings = true` opens what its flag names ("Settings"). Judged on unseen apps:
/// a checkmark that left edit mode and an info icon that opened settings were findings where the
/// code held the words.
enum StateTapPhrase {
    /// Words of a flag that presents something; what follows them names it.
    static let presentingWords: Set<String> = ["show", "showing", "shows", "present", "presenting", "presents"]
    /// Words that name how something is presented, not what.
    static let presentationWords: Set<String> = [
        "sheet", "popover", "popup", "tip", "tooltip", "view", "screen", "modal", "page", "dialog", "cover", "full",
        "is",
        "should",
    ]

    static func phrase(_ action: ExprSyntax?) -> String? {
        guard let effects = TapAction(action)?.effects, !effects.isEmpty else { return nil }
        // Writes alone: a tap that also deletes or copies is named by that work, not by its state.
        var writes: [Write] = []
        for effect in effects {
            guard let write = effect.write, write.operation == .assignment, write.value != nil else { return nil }
            writes.append(write)
        }
        if writes.contains(where: endsEditing) { return "Done" }
        let opened = writes.compactMap(openedThing)
        return opened.count == 1 ? opened[0] : nil
    }

    /// Dialogs whose title says what confirming does.
    static let titledDialogs: Set<String> = ["confirmationDialog", "alert"]

    /// `isConfirmStopShown = true` where the type has `.confirmationDialog("Stop the timer?",
    /// isPresented: $isConfirmStopShown)`: the dialog's title, up to its first interpolation,
    /// without the question mark ("Stop the timer"). Judged on unseen apps: an xmark that asked
    /// "Stop the Override?" was a finding.
    static func dialogTitle(_ action: ExprSyntax?, near node: some SyntaxProtocol) -> String? {
        guard let effects = TapAction(action)?.effects, effects.count == 1, let write = effects[0].write,
            write.operation == .assignment, write.value?.trimmedText == "true",
            let members = node.ancestor(MemberBlockSyntax.self)
        else { return nil }
        let flag = "$" + write.target.trimmedText.replacingOccurrences(of: "self.", with: "")
        for token in members.tokens(viewMode: .sourceAccurate) where titledDialogs.contains(token.text) {
            guard let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.id == token.id,
                call.argument(labeled: "isPresented")?.expression.trimmedText == flag,
                let title = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
                case let .stringSegment(segment)? = title.segments.first
            else { continue }
            // Up to a quoted name (`\"\(name)\"`): "Stop the Timer".
            var text = String(segment.content.text.prefix { $0 != "\\" && $0 != "“" })
            while let last = text.last, "?:. ".contains(last) { text.removeLast() }
            let words = text.split(separator: " ")
            guard (1...6).contains(words.count), words.allSatisfy({ $0.allSatisfy(\.isLetter) }) else { return nil }
            return text
        }
        return nil
    }

    /// The flag a tap opens something with, `showTip.toggle()` or `isPopover = true`, when the type
    /// binds it to a presentation (`.popover(isPresented: $showTip)`, a sheet, an alert): the tap
    /// opens what that shows, whatever the flag is called.
    static func presentedFlag(_ action: ExprSyntax?, near node: some SyntaxProtocol) -> String? {
        var flag = action.flatMap(ActionName.toggledState(of:))
        if flag == nil, let effects = TapAction(action)?.effects, effects.count == 1, let write = effects[0].write,
            write.operation == .assignment, write.value?.trimmedText == "true"
        {
            flag = write.target.trimmedText
        }
        guard var flag, let members = node.ancestor(MemberBlockSyntax.self) else { return nil }
        if flag.hasPrefix("self.") { flag.removeFirst(5) }
        let binding = "$" + flag
        for token in members.tokens(viewMode: .sourceAccurate) where token.text == "isPresented" {
            guard let argument = token.parent?.as(LabeledExprSyntax.self), argument.label?.id == token.id,
                argument.expression.trimmedText == binding
            else { continue }
            return flag
        }
        return nil
    }

    /// `isEditing = false`, `editMode = .inactive`, `editMode?.wrappedValue = EditMode.inactive`.
    static func endsEditing(_ write: Write) -> Bool {
        guard let value = write.value, write.pathNames.contains(where: isEditFlag) else { return false }
        return value.isFalseLiteral || value.trimmedText.hasSuffix(".inactive")
    }

    private static func isEditFlag(_ name: String) -> Bool {
        let words = ReadableName.words(of: name).map { $0.lowercased() }
        return words.contains("editing") || words.starts(with: ["edit", "mode"]) || words == ["is", "edit", "mode"]
    }

    /// `showSettings = true` → "Settings", `isShowingAddDevice = true` → "Add device"; nil when the
    /// flag names only how something is shown (`showSheet`).
    static func openedThing(_ write: Write) -> String? {
        guard write.value?.trimmedText == "true", let name = write.pathNames.last(where: { $0 != "wrappedValue" })
        else { return nil }
        return openedThing(named: name)
    }

    /// What a presenting flag's name says it opens (`showSettings` → "Settings").
    static func openedThing(named name: String) -> String? {
        var words = ReadableName.words(of: name).map { $0.lowercased() }
        while let first = words.first, first == "is" || first == "should" { words.removeFirst() }
        guard let first = words.first, presentingWords.contains(first) else { return nil }
        words.removeFirst()
        words.removeAll { presentationWords.contains($0) }
        return ReadableName.sentence(words)
    }
}
