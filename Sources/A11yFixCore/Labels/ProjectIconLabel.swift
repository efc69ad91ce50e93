import A11yFixSyntax
import SwiftSyntax

/// The words the project's SwiftUI code already gives a symbol (`ViewSymbolLabels`): the same
/// file's first, else the one label the whole project agrees on. They are the project's own,
/// translated, so they beat words the tool would make up for the same action (judged on unseen
/// apps: a new English-only "dismiss" key beside the file's `Label("voiceover_close_button",
/// systemImage: "xmark")`, and trash and gear buttons reported although the project labels both).
enum ProjectIconLabel {
    /// The project's label for the one symbol `images` show, in place of `guessed` when that
    /// says the same action or nothing: no guess, the glyph's usual meaning, the same words, a
    /// way of going away ("Dismiss" for the project's "Close"), the start of its words ("Clear" for
    /// "Clear text"), or showing what the project's words name ("Show settings" for "Settings").
    /// A guess that says another action ("Clear search" under an `xmark` labelled "Close"
    /// elsewhere) keeps its words.
    static func label(
        for images: [ImageContent.Image], replacing guessed: InferredLabel?, symbolMeaning: InferredLabel?,
        on control: FunctionCallExprSyntax? = nil, in file: SourceFile, context: TransformContext
    ) -> InferredLabel? {
        guard images.count == 1, images[0].isSymbol, case let .literal(symbol) = images[0].name,
            guessed?.condition == nil, guessed?.selectedTraits == nil, (guessed?.phrases.count ?? 1) == 1,
            let (code, text) = words(for: symbol, on: control, in: file, context: context)
        else { return nil }
        if let guessed, let phrase = guessed.phrases.first, !sameAction(phrase, text),
            symbolMeaning?.phrases != guessed.phrases
        {
            return nil
        }
        // Words VoiceOver already says for the symbol, in the user's language (`ellipsis` "More"), where
        // the guess says them too: repeating them adds nothing. Without a guess the control is reported,
        // and the project's words (`trash` "delete_button") beat that.
        if let reading = context.phrases.systemReading(of: symbol), LabelText.sameWords(reading, text),
            guessed.map({ LabelText.sameWords($0.spoken, reading) }) ?? false
        {
            return nil
        }
        return InferredLabel(code: code, saying: text)
    }

    /// The code and the source-language words of the project's one label for `symbol`. Another file's
    /// label that names a thing (`"Profile Actions"` on a profile's menu) is that control's: it names
    /// `control` only where the control's own code speaks of the same thing (judged on unseen apps: an
    /// item row's menu of "Rename" and "Delete" read "Profile Actions").
    static func words(
        for symbol: String, on control: FunctionCallExprSyntax? = nil, in file: SourceFile, context: TransformContext
    ) -> (String, String)? {
        let key = ViewSymbolLabels.key(symbol: symbol)
        let own = file.memoized("ProjectIconLabel.own") { ViewSymbolLabels.extract(from: file.tree) }[key] ?? []
        let labels = own.isEmpty ? context.index.viewLabels(forSymbol: symbol) : own
        guard labels.count == 1, let identity = labels.first, identity != SymbolLabels.varies,
            let found = resolve(identity, in: file, context: context)
        else { return nil }
        if own.isEmpty, let control, !speaks(ofThingsIn: found.1, control: control) { return nil }
        return found
    }

    /// Words that name no particular thing: a label made only of these and verbs fits any control.
    static let genericWords: Set<String> = [
        "actions", "action", "options", "option", "more", "menu", "button", "item", "items", "all", "the", "a", "an",
        "to", "of", "for", "in", "on", "and", "or", "settings", "info", "details", "here", "this", "now",
    ]

    /// Whether every thing `text` names (`profile` in "Profile Actions"; not its verbs or generic
    /// words) is a word of `control`'s own code: its content, action and titles.
    static func speaks(ofThingsIn text: String, control: FunctionCallExprSyntax) -> Bool {
        // Only a leading verb is the action: after it, a word that is also a verb names a thing
        // (`filter` in "New filter").
        var words = ReadableName.words(of: text).map { $0.lowercased() }
        if let first = words.first, ReadableName.actionVerbs.contains(first) { words.removeFirst() }
        let things = words.filter { !genericWords.contains($0) }
        guard !things.isEmpty else { return true }
        var said: Set<String> = []
        for token in control.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier, .stringSegment:
                said.formUnion(ReadableName.words(of: token.text).map { $0.lowercased() })
            default: continue
            }
        }
        return things.allSatisfy { thing in said.contains(thing) || said.contains(thing + "s") }
    }

    /// A label's identity (`key:…`, `typed:…`, `member:…`) as this file would write it, with its words.
    static func resolve(_ identity: String, in file: SourceFile, context: TransformContext) -> (String, String)? {
        if identity.hasPrefix("key:") {
            let key = String(identity.dropFirst(4))
            guard context.index.isTableKey(key) else {
                // Words, not a key: written as they are (a literal the project translates or not, as elsewhere).
                return key.contains("_") || !key.contains(where: \.isLetter) ? nil : (SwiftLiteral.string(key), key)
            }
            let text = context.index.tableText(forKey: key) ?? key
            if let form = LookupForm.dominant(in: file, keys: context.index.isTableKey), form.isWrapper {
                return (form.code(key), text)
            }
            return (SwiftLiteral.string(key), text)
        }
        if identity.hasPrefix("typed:") {
            let resource = String(identity.dropFirst(6))
            guard let function = resource.split(separator: "(").first, file.containsText(String(function) + "(."),
                let text = context.index.typedText(of: resource)
            else { return nil }
            return ("Text(\(resource))", text)
        }
        return nil
    }

    /// Whether a guessed phrase and the project's words name one action.
    static func sameAction(_ phrase: String, _ text: String) -> Bool {
        if LabelText.sameWords(phrase, text) { return true }
        let guessed = ReadableName.words(of: phrase).map { $0.lowercased() }
        let named = ReadableName.words(of: text).map { $0.lowercased() }
        let leaving: Set<String> = ["close", "dismiss", "cancel"]
        if guessed.count == 1, named.count == 1, leaving.contains(guessed[0]), leaving.contains(named[0]) {
            return true
        }
        // "Clear" for the project's "Clear text": its words say the same action, more precisely.
        if !guessed.isEmpty, named.count > guessed.count, Array(named.prefix(guessed.count)) == guessed { return true }
        // "Show settings", "Open settings": showing the screen the project's words name.
        let showing: Set<String> = ["show", "open", "present", "view"]
        guard let verb = guessed.first, showing.contains(verb) else { return false }
        return Array(guessed.dropFirst()) == named || Array(guessed.dropFirst()) == named + ["window"]
    }
}
