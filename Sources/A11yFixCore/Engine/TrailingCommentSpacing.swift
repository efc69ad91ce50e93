/// swift-format's pretty printer puts two spaces between code and a trailing `//` comment, and its
/// strict lint fails a line with one. Transforms write one space; in a project that formats with
/// swift-format, the engine widens the gap before each trailing comment a fix writes.
package enum TrailingCommentSpacing {
    /// The fix with "code // comment" written as "code  // comment" in every edit's new text.
    package static func widened(_ finding: Finding) -> Finding {
        guard let fix = finding.fix else { return finding }
        var finding = finding
        finding.fix = widened(fix)
        return finding
    }

    /// The fix, and the shorter form it offers for the line length, with every gap widened.
    private static func widened(_ fix: Fix) -> Fix {
        var fix = fix
        fix.edits = fix.edits.map { edit in
            var edit = edit
            edit.replacement = widened(edit.replacement)
            return edit
        }
        fix.shorterForm = fix.shorterForm.map(widened)
        return fix
    }

    /// One space before `//` that follows code on the same line becomes two. Comments on lines of
    /// their own and text inside string literals the fix wrote (a `//` after a quote) stay as they are.
    package static func widened(_ text: String) -> String {
        guard text.contains(" //") else { return text }
        var lines: [Substring] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // An edit that starts with " //" is inserted right after the code of its line.
            if number == 0, line.hasPrefix(" //") {
                lines.append(" " + line)
                continue
            }
            guard let range = trailingCommentGap(in: line) else {
                lines.append(line)
                continue
            }
            lines.append(line[..<range.lowerBound] + " " + line[range.lowerBound...])
        }
        return lines.joined(separator: "\n")
    }

    /// The single space before a trailing `//` comment on `line`, when the code before it is not
    /// blank, ends with one space only, and has no unclosed string literal.
    private static func trailingCommentGap(in line: Substring) -> Range<Substring.Index>? {
        var inString = false
        var previous: Character?
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString, character == "/", line[index...].hasPrefix("//"), index > line.startIndex {
                let space = line.index(before: index)
                guard line[space] == " ", space > line.startIndex else { return nil }
                let before = line[line.index(before: space)]
                guard before != " ", before != "\t" else { return nil }
                return space..<index
            }
            previous = character
            index = line.index(after: index)
        }
        return nil
    }
}
