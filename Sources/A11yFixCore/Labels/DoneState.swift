import A11yFixSyntax
import SwiftSyntax

/// A button whose glyph flips by a done-state flag and which is disabled in that state:
/// `Image(systemName: item.hasInstalled ? "checkmark.circle.fill" : "plus.circle.fill")` with
/// `.disabled(item.hasInstalled)`. Only the other state acts, so the label follows the flag with its
/// own words: "Installed" (read dimmed) and "Install" (judged on unseen apps: such buttons were
/// reported although the flag said both).
enum DoneState {
    static func label(
        for images: [ImageContent.Image], disabledWhen disabled: String?, phrases: SymbolPhraseTable
    ) -> InferredLabel? {
        guard let disabled, images.count == 1, case let .conditional(condition, _, whenFalse) = images[0].name,
            condition == disabled, let flag = condition.split(separator: ".").last.map(String.init)
        else { return nil }
        var words = ReadableName.words(of: flag).map { $0.lowercased() }
        if ["has", "is", "was", "already"].contains(words.first) { words.removeFirst() }
        guard words.count == 1, let participle = words.first, participle.count >= 5, participle.hasSuffix("ed"),
            participle.allSatisfy(\.isLetter),
            let verb = verb(ofParticiple: participle) ?? phrases.phrase(for: whenFalse)
        else { return nil }
        let done = participle.prefix(1).uppercased() + participle.dropFirst()
        let act = verb.prefix(1).uppercased() + verb.dropFirst()
        return InferredLabel(condition: condition, done, act)
    }

    /// `installed` → "install", `downloaded` → "download", `pinned` → "pin". Nil where the -ed form hides
    /// whether the verb ends in e (`saved`, `liked`, `created`).
    static func verb(ofParticiple word: String) -> String? {
        let stem = Array(word.dropLast(2))
        guard stem.count >= 3 else { return nil }
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        let last = stem[stem.count - 1], before = stem[stem.count - 2]
        // `pinned`, `starred`; not `added`, `installed`, `passed`, whose verbs end in the double letter.
        if last == before, !vowels.contains(last), !["d", "l", "s", "f", "z"].contains(last) {
            return String(stem.dropLast())
        }
        if !vowels.contains(last), vowels.contains(before), !vowels.contains(stem[stem.count - 3]),
            !["w", "x", "y"].contains(last)
        {
            return nil
        }
        // `created`, `paused`, `released`: a vowel before these letters often hides a final e too.
        if vowels.contains(last) || vowels.contains(before) && ["s", "z", "v", "c", "t", "g"].contains(last) {
            return nil
        }
        return String(stem)
    }
}
