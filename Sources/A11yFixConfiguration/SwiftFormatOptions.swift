/// SwiftFormat's options file (`.swiftformat`) as SwiftFormat reads it: `#` starts a comment, a
/// line ending in `\` goes on with the next (a commented-out line in between is skipped, and the
/// line goes on past it), and an option's values run to the next option (`--enable isEmpty, void`
/// on one line or one a line).
enum SwiftFormatOptions {
    struct Option: Equatable {
        var name: String
        var values: [String]
        /// The line the option starts on, from 1.
        var line: Int
    }

    /// Every option in order; a word before any option on its line is a problem.
    static func parse(_ text: String) throws -> [Option] {
        var options: [Option] = []
        var pending = "", pendingLine = 0
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (number, rawLine) in lines.enumerated() {
            var line = Substring(rawLine)
            // `#organizeDeclarations, \` inside a rule list: commented out, the list goes on.
            let isComment = line.drop(while: { $0 == " " || $0 == "\t" }).first == "#"
            if !pending.isEmpty, isComment, number + 1 < lines.count { continue }
            if pending.isEmpty { pendingLine = number + 1 }
            // A continued line: the backslash joins it to the next (not inside a comment).
            let continues = line.last == "\\" && !line.contains("#")
            if continues { line = line.dropLast() }
            pending += line + " "
            if continues && number + 1 < lines.count { continue }
            for (index, word) in LineLengthFiles.optionWords(Substring(pending)).enumerated() {
                if word.hasPrefix("--") {
                    options.append(Option(name: word, values: [], line: pendingLine))
                } else if index > 0, !options.isEmpty {
                    options[options.count - 1].values.append(word)
                } else {
                    throw LineLengthFiles.Problem(
                        reason: "line \(pendingLine): expected an option such as --maxwidth 120, not '\(word)'")
                }
            }
            pending = ""
        }
        return options
    }

    /// An option's values as one list: `--disable a, b` and `--disable a,b` both give `[a, b]`.
    static func list(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",").map(String.init) }.filter { !$0.isEmpty }
    }
}
