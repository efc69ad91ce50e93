import A11yFixSyntax
import SwiftSyntax

/// An image drawn only while one flag of its item is on:
///
///     Image(.starSmall).opacity(session.isFavorite ? 1 : 0)
///
/// It shows that state and nothing else, so the flag's word names it ("Favorite"); while the flag
/// is off the image is invisible but VoiceOver still reads it, so it is hidden then
/// (`.accessibilityHidden(!session.isFavorite)`). Only a flag of an item (`session.isFavorite`, not a
/// view's own `isHovering`) whose one word after `is` is a state an item has (favorite, downloaded,
/// pinned…): a flag for how the view is drawn (`isExpanded`, `isHovering`) says nothing about what
/// the image shows.
enum OpacityFlag {
    /// States of an item that a small mark beside it shows.
    static let stateWords: Set<String> = [
        "favorite", "favourite", "favorited", "favourited", "starred", "pinned", "bookmarked", "downloaded",
        "completed", "watched", "played", "read", "unread", "muted", "verified", "locked", "shared", "archived",
        "flagged", "liked", "synced", "encrypted", "new",
    ]

    struct Flag {
        /// The flag as written: `cellViewModel.isFavorite`.
        var condition: String
        /// "Favorite".
        var phrase: String
    }

    /// The flag whose ternary alone sets the chain's opacity to fully shown or not at all.
    static func flag(of chain: ModifierChain) -> Flag? {
        let opacities = chain.modifiers.filter { $0.name == "opacity" }
        guard opacities.count == 1, let arguments = opacities[0].call?.arguments, arguments.count == 1,
            let parts = arguments.first?.expression.ternaryParts,
            isNumber(parts.whenTrue, 1), isNumber(parts.whenFalse, 0)
        else { return nil }
        // `item.isFavorite`, `model.item.isFavorite`: a stored flag of a value, not of the view (`self`).
        let names = parts.condition.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard names.count >= 2, names.first != "self",
            names.allSatisfy({ name in
                name.first.map { $0.isLetter || $0 == "_" } == true
                    && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            }),
            let flag = names.last
        else { return nil }
        var words = ReadableName.words(of: flag).map { $0.lowercased() }
        guard words.first == "is" else { return nil }
        words.removeFirst()
        guard words.count == 1, let word = words.first, stateWords.contains(word),
            let phrase = ReadableName.sentence([word])
        else { return nil }
        return Flag(condition: parts.condition, phrase: phrase)
    }

    /// `1`, `1.0`, `0`, `0.0`.
    private static func isNumber(_ expression: ExprSyntax, _ value: Double) -> Bool {
        let text = expression.trimmedText
        return Double(text) == value
            && (expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self))
    }
}
