import A11yFixSyntax
import SwiftSyntax

/// What a standard keyboard shortcut says together with its glyph: `.keyboardShortcut(.defaultAction)`
/// on a checkmark confirms ("Done"), ⌘N on a plus makes a new item ("New"). The glyph must be one
/// the shortcut is shown with in Apple's apps: a shortcut alone names nothing the button draws.
enum ShortcutPhrase {
    /// Shortcut (a key literal with ⌘ only, or a standard action) → its glyphs' bases and the phrase.
    static let standard: [String: (glyphs: Set<String>, phrase: String)] = [
        ".defaultAction": (["checkmark"], "Done"),
        ".cancelAction": (["xmark"], "Cancel"),
        "n": (["plus", "square.and.pencil", "doc.badge.plus"], "New"),
        "f": (["magnifyingglass"], "Search"),
        "r": (["arrow.clockwise"], "Reload"),
        "s": (["square.and.arrow.down"], "Save"),
        "p": (["printer"], "Print"),
        ",": (["gear", "gearshape"], "Settings"),
        "w": (["xmark"], "Close"),
        ".delete": (["trash"], "Delete"),
    ]

    /// The chain's standard shortcut, as a key of `standard`: `.keyboardShortcut("n")`,
    /// `.keyboardShortcut("n", modifiers: .command)`, `.keyboardShortcut(.defaultAction)`.
    static func shortcut(in chain: ModifierChain) -> String? {
        guard let call = chain.modifiers.last(where: { $0.name == "keyboardShortcut" })?.call,
            let key = call.arguments.first, key.label == nil
        else { return nil }
        if let modifiers = call.argument(labeled: "modifiers")?.expression.trimmedText,
            modifiers != ".command" && modifiers != "[.command]"
        {
            return nil
        }
        if let literal = key.expression.stringLiteralValue { return literal.lowercased() }
        return key.expression.as(MemberAccessExprSyntax.self).flatMap { $0.base == nil ? $0.trimmedText : nil }
    }

    /// The phrase for the chain's shortcut when the control draws one of its glyphs.
    static func phrase(in chain: ModifierChain, symbols: [String]) -> String? {
        guard let shortcut = shortcut(in: chain), let entry = standard[shortcut],
            symbols.contains(where: { entry.glyphs.contains(SymbolPhraseTable.baseName(of: $0)) })
        else { return nil }
        return entry.phrase
    }
}
