import A11yFixSyntax
import SwiftSyntax

/// Whether a mark's condition shows which of several alternatives is chosen, the only thing
/// `.isSelected` says. Judged on tuned apps, 3 of 11 selection fixes put it on checkmarks that
/// meant "copied", "downloaded" or "this player won": an item's own state, which VoiceOver then
/// read as "selected".
///
/// A choice is a comparison of the element with a selection (`order == option`,
/// `selection.contains(item.id)`), a comparison with one of several values the file compares
/// the same selection with (`sort == .name`, `sort == .date`: a picker-like list; `model == nil`
/// beside `model == item`: a "None" option), a flag named
/// for a choice (`isChosen`, `isCurrent`), or a flag the control itself sets (a checkbox). A
/// condition that names a status is never one.
enum SelectionChoice {
    /// Words of a status an item reaches on its own: done, copied, downloaded, won.
    static let statusWords: Set<String> = [
        "done", "complete", "completed", "completion", "finished", "finish", "copied", "copy", "downloaded",
        "download", "downloading", "installed", "won", "win", "wins", "winner", "winning", "saved", "synced",
        "sent", "delivered", "read", "seen", "watched", "played", "verified", "success", "succeeded", "successful",
        "correct", "solved", "passed", "paid", "purchased", "owned", "unlocked", "subscribed", "followed",
        "following", "favorite", "favourite", "favorited", "bookmarked", "liked", "starred", "uploaded", "exported",
        "imported", "available", "connected", "online", "valid", "ready", "loaded", "applied", "confirmed",
    ]
    /// Words of a flag that says which option is chosen.
    static let choiceWords: Set<String> = [
        "selected", "unselected", "deselected", "selection", "chosen", "choice", "current", "picked", "checked",
        "unchecked", "active", "on", "default", "preferred", "primary",
    ]

    /// Whether `condition`, under which `control` draws its mark, says which option is chosen.
    static func isChoice(_ condition: String, control: FunctionCallExprSyntax, in file: SourceFile) -> Bool {
        // `let isAssigned = assigned.contains(tag.id)` in the row: the flag is what it is bound to.
        let flag = condition.hasPrefix("!") ? String(condition.dropFirst()) : condition
        if flag.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), let value = localValue(of: flag, at: control) {
            return isChoice(value, control: control, in: file)
        }
        // Every word of every name: `item.isDone`, `game.winner == player`.
        let names = condition.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
        let allWords = names.flatMap { ReadableName.words(of: $0).map { $0.lowercased() } }
        if allWords.contains(where: statusWords.contains) { return false }
        if condition.includes(".contains(") { return true }
        if let comparison = comparison(in: condition) {
            guard let literal = comparison.literal else { return true }
            // A control that sets the selection to its own value is an option of it (`sort = .name`).
            let text = ModifierChain(startingAt: control).outermost.trimmedText
            return text.includes("\(comparison.subject) = \(literal)")
                || comparesWithOthers(comparison.subject, besides: literal, in: file)
        }
        if allWords.contains(where: choiceWords.contains) { return true }
        // A flag the control sets itself: a checkbox (`accepted.toggle()`).
        return names.contains { name in
            let text = ModifierChain(startingAt: control).outermost.trimmedText
            return text.includes("\(name).toggle()") || text.includes("\(name) = ") || text.includes("\(name)=")
        }
    }

    /// The expression a `let` before `node` in an enclosing block binds `name` to.
    static func localValue(of name: String, at node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self) {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list where item.position < current.position {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.trimmedText == name {
                        if let value = binding.initializer?.value.trimmedText, value != name { return value }
                    }
                }
            }
            current = parent
        }
        return nil
    }

    /// `a == b` (or `b == a`) in `condition`: the subject compared, and the literal or enum case
    /// (`.name`, `"en"`, `2`) it is compared with, if either side is one.
    static func comparison(in condition: String) -> (subject: String, literal: String?)? {
        guard let range = condition.range(of: "==") else { return nil }
        let left = condition[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        let right = condition[range.upperBound...].trimmingCharacters(in: .whitespaces)
        // Only a plain `a == b`: the sides of a compound condition are not split here.
        let plain = { (side: String) in side.allSatisfy { $0.isLetter || $0.isNumber || "_.\"?".contains($0) } }
        guard plain(left), plain(right), !left.isEmpty, !right.isEmpty else { return (left, nil) }
        if isLiteral(right) { return (left, right) }
        if isLiteral(left) { return (right, left) }
        return (left, nil)
    }

    static func isLiteral(_ side: String) -> Bool {
        side.hasPrefix(".") || side.hasPrefix("\"") || side.first?.isNumber == true
            || ["true", "false", "nil"].contains(side)
    }

    /// Whether the file compares `subject` with another value than `literal`: several options of
    /// one selection, listed one by one, or a "None" option (`model == nil`) beside a list of
    /// them (`model == item`).
    static func comparesWithOthers(_ subject: String, besides literal: String, in file: SourceFile) -> Bool {
        let text = file.text
        var others: Set<String> = []
        var searchFrom = text.startIndex
        while let found = text.range(of: subject, range: searchFrom..<text.endIndex) {
            searchFrom = found.upperBound
            let rest = text[found.upperBound...].drop { $0 == " " }
            guard rest.hasPrefix("==") else { continue }
            let value = rest.dropFirst(2).drop { $0 == " " }
                .prefix { $0.isLetter || $0.isNumber || "_.\"".contains($0) }
            if !value.isEmpty, String(value) != literal { others.insert(String(value)) }
        }
        return !others.isEmpty
    }
}
