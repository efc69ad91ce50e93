import A11yFixSyntax
import SwiftSyntax

/// The name a comment right above a control gives it: `// Back button`, `// Flashlight toggle button`.
/// The developer's own words for the control, which a reviewer reads first (judged on unseen apps: a
/// report on an arrow under `// Back button` was a fix missed). Only a comment that is all a name and
/// the control's kind, on the line just above it: a sentence or a section title may be about more.
enum ControlComment {
    /// Words a comment ends with to say what kind of control follows.
    static let kinds: Set<String> = ["button", "btn"]
    /// Words between the name and the kind that say how the button works, not what it does.
    static let manners: Set<String> = ["toggle", "icon", "image", "toolbar", "nav", "navigation", "bar"]

    /// The words of the comment naming `call`, sentence-cased ("Back", "Flashlight"), or nil.
    static func words(for call: FunctionCallExprSyntax) -> String? {
        guard let token = call.firstToken(viewMode: .sourceAccurate) else { return nil }
        let pieces = Array(token.leadingTrivia)
        guard let index = pieces.lastIndex(where: { if case .lineComment = $0 { true } else { false } }),
            case let .lineComment(text) = pieces[index]
        else { return nil }
        // Just above: one line break, then only indentation.
        var breaks = 0
        for piece in pieces[(index + 1)...] {
            switch piece {
            case let .newlines(count), let .carriageReturnLineFeeds(count): breaks += count
            case .spaces, .tabs: continue
            default: return nil
            }
        }
        guard breaks == 1 else { return nil }
        let comment = text.dropFirst(2).trimmingSpaces
        guard !comment.isEmpty, comment.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" }) else { return nil }
        var words = comment.split(whereSeparator: { $0 == " " || $0 == "-" }).map { String($0) }
        guard let last = words.last, kinds.contains(last.lowercased()) else { return nil }
        words.removeLast()
        while let last = words.last, manners.contains(last.lowercased()) { words.removeLast() }
        while let first = words.first, ["the", "a", "an"].contains(first.lowercased()) { words.removeFirst() }
        guard (1...3).contains(words.count) else { return nil }
        let lowered = words.map { word in word.count > 1 && word.allSatisfy(\.isUppercase) ? word : word.lowercased() }
        return ReadableName.sentence(lowered)
    }
}
