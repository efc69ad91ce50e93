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
}
