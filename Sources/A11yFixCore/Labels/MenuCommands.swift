import A11yFixSyntax
import SwiftSyntax

/// The titles of the commands an icon-only `Menu` holds (`Button { … } label: { Label("Remove profile
/// photo", …) }`). A menu does nothing itself: its items do, so a glyph's usual verb ("Compose" for a
/// pencil on a square) names it only when its items do that too.
enum MenuCommands {
    /// Each literal title of a `Button`, `Label` or `Text` inside the menu's content, in order.
    static func titles(of menu: FunctionCallExprSyntax, in file: SourceFile) -> [String] {
        guard let content = menu.closure(labeled: "content") ?? menu.trailingClosure else { return [] }
        let range = content.positionAfterSkippingLeadingTrivia..<content.endPositionBeforeTrailingTrivia
        return file.functionCalls.compactMap { call in
            guard range.contains(call.positionAfterSkippingLeadingTrivia),
                ["Button", "Label", "Text"].contains(call.calleeName),
                let first = call.arguments.first, first.label == nil
            else { return nil }
            return first.expression.stringLiteralValue
        }
    }

    /// Whether every item is a command with a verb of its own ("Upload new photo", "Remove photo") and
    /// none says the glyph's verb (`phrase`'s first word): the glyph then names the look of the menu, not
    /// what its commands do. Items that are choices ("Name", "Date" under a sort glyph) are what the
    /// glyph's word is about, and keep it.
    static func glyphVerbNamesNoCommand(_ phrase: String, titles: [String]) -> Bool {
        guard !titles.isEmpty, let verb = ReadableName.words(of: phrase).first?.lowercased(),
            ReadableName.actionVerbs.contains(verb)
        else { return false }
        return titles.allSatisfy { title in
            let words = ReadableName.words(of: title).map { $0.lowercased() }
            guard let first = words.first else { return false }
            return words.count > 1 && ReadableName.actionVerbs.contains(first) && !words.contains(verb)
        }
    }

    /// Items that act on their own: a menu of two or more is named by what they share.
    static let commandItems: Set<String> = ["Button", "Link", "ShareLink"]
    /// Words that name a menu of anything ("More options"): they say nothing its items must repeat.
    static let anyMenuWords: Set<String> = ["more", "options", "option", "actions", "action", "menu"]

    /// Whether a label taken from the menu's glyph (`gear` "Settings") names none of what its items
    /// speak of, in their titles, keys or code, where they are mostly commands (two or more, more than its
    /// links to other screens): a gear over "Share", "Mute" and "Report" opens no settings, while one
    /// leading to the account's screens may. Words that name any menu ("More") pass.
    static func glyphWordsNameNoItem(_ phrase: String, menu: FunctionCallExprSyntax) -> Bool {
        guard let content = menu.closure(labeled: "content") ?? menu.trailingClosure else { return false }
        let things = ReadableName.words(of: phrase).map { $0.lowercased() }.filter {
            !NewStringTable.smallWords.contains($0) && !anyMenuWords.contains($0)
        }
        guard !things.isEmpty else { return false }
        var commands = 0
        var screens = 0
        var said: Set<String> = []
        for token in content.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier(let name):
                if token.parent?.parent?.is(FunctionCallExprSyntax.self) == true {
                    if commandItems.contains(name) { commands += 1 }
                    if name == "NavigationLink" { screens += 1 }
                }
                said.formUnion(ReadableName.words(of: name).map { $0.lowercased() })
            case .stringSegment(let text):
                said.formUnion(ReadableName.words(of: text).map { $0.lowercased() })
            default: continue
            }
        }
        guard commands >= 2, commands > screens else { return false }
        return !things.contains { thing in said.contains { sameStem($0, thing) } }
    }

    /// "setting" and "settings", "report" and "reports": one word, singular or plural.
    private static func sameStem(_ lhs: String, _ rhs: String) -> Bool {
        func stem(_ word: String) -> Substring { word.hasSuffix("s") ? word.dropLast() : Substring(word) }
        return stem(lhs) == stem(rhs)
    }
}
