import A11yFixSyntax
import SwiftSyntax

/// A glyph's word is a label only when the action does what it says. Some glyphs draw an operation
/// by a metaphor the code may use for anything: a U-turn arrow read "Undo" over `date = Date()`,
/// two arrows read "Swap" on a toggle that shows a picker, a `restart` glyph over `beginScrolling()`.
/// For those words the action's own names must agree (`undoManager.undo()`, `swapUnits()`); without
/// that, the word describes the drawing, not the control. An `xmark` read "Close" over code that only
/// sets values to nil clears them: nothing closes.
enum GlyphAgreement {
    /// Glyph words that name one operation, and word starts in code that agree with each.
    static let agreeing: [String: [String]] = [
        "undo": ["undo", "revert", "restor", "rollback", "back"],
        "redo": ["redo"],
        "swap": ["swap", "switch", "exchang", "revers", "flip", "invert"],
        "restart": ["restart", "reset", "relaunch", "reboot", "reload", "retry", "again", "replay", "rewind"],
    ]

    /// Words of an action that takes something away, which a close glyph's "Close" does not say.
    static let removingWords: Set<String> = ["remove", "delete", "erase", "trash", "discard", "unlink", "detach"]
    /// Words of an action that closes or leaves, which "Close" says.
    static let closingWords: Set<String> = [
        "close", "dismiss", "cancel", "hide", "exit", "back", "done", "pop", "leave", "collapse",
    ]

    /// Why `glyph` does not fit `action`, or nil when it does (or is no such word).
    static func disagreement(glyph: String, action: ExprSyntax) -> String? {
        let glyphWords = ReadableName.words(of: glyph).map { $0.lowercased() }
        if glyphWords == ["close"] || glyphWords == ["clear"] {
            if let cleared = onlyClears(action) {
                return "it sets `\(cleared)` to nil, which removes or clears it, and \"\(glyph)\" would not say that"
            }
            // `send(.onObservedFolderRemoveTapped)` under an `xmark`: the action's name says it removes.
            if glyphWords == ["close"], let name = ActionName.name(of: action),
                case let words = ReadableName.words(of: name).map({ $0.lowercased() }),
                words.contains(where: removingWords.contains), !words.contains(where: closingWords.contains)
            {
                return "its action (`\(name)`) removes something, which \"\(glyph)\" would not say"
            }
            return nil
        }
        guard glyphWords.count == 1, let starts = agreeing[glyphWords[0]] else { return nil }
        let names = action.tokens(viewMode: .sourceAccurate).flatMap { token -> [String] in
            guard case .identifier = token.tokenKind else { return [] }
            return ReadableName.words(of: token.text).map { $0.lowercased() }
        }
        // Nothing to weigh (`action` passed in): the glyph's word stands. A toggle's `$binding` is its state.
        let passedIn = action.as(DeclReferenceExprSyntax.self).map { !$0.baseName.text.hasPrefix("$") } ?? false
        guard !names.isEmpty, !passedIn else { return nil }
        if names.contains(where: { name in starts.contains { agrees(name, start: $0) } }) { return nil }
        return "its glyph reads \"\(glyph)\", which its action's code does not do"
    }

    /// `swapped`, `reverse` for "swap", "revers": the verb in another form; never a noun made of it
    /// (`dateSwitcher` shows a switcher, it does not switch).
    static func agrees(_ word: String, start: String) -> Bool {
        word.hasPrefix(start) && word.count - start.count <= 3 && !(word.count > start.count && word.hasSuffix("er"))
    }

    /// `{ model.script = nil }`: the one thing every statement does is set a stored value to nil;
    /// the value's path, else nil.
    static func onlyClears(_ action: ExprSyntax) -> String? {
        guard let closure = action.as(ClosureExprSyntax.self), !closure.statements.isEmpty else { return nil }
        var cleared: [String] = []
        for statement in closure.statements {
            guard case let .expr(expression) = statement.item,
                let elements = expression.as(SequenceExprSyntax.self)?.elements, elements.count == 3,
                elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                elements.last?.is(NilLiteralExprSyntax.self) == true, let target = elements.first
            else { return nil }
            cleared.append(target.trimmedText)
        }
        return cleared.count == 1 ? cleared[0] : nil
    }
}
