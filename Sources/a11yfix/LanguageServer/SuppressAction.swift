import A11yFixCore
import A11yFixLSP

/// "Disable for this line": a `// a11yfix:disable-next-line <id>` comment above the finding's
/// line, indented like it, with the file's line ending. Offered for every finding, fixable or
/// not, so a place the team decided to keep is marked in the code rather than in a setting;
/// not offered where the line starts inside a multi-line string (the comment would be text).
enum SuppressAction {
    struct Target: Hashable {
        var line: Int
        var transformID: String
    }

    /// Where the comment goes for a finding at `offset`, or nil where none can go.
    static func target(forFindingAt offset: Int, transformID: String, in file: SourceFile, table: LineTable) -> Target?
    {
        let line = table.position(ofOffset: offset, encoding: .utf8).line
        let start = table.offset(of: Position(line: line, character: 0), encoding: .utf8)
        guard file.acceptsSuppressionComment(atLineStart: start) else { return nil }
        return Target(line: line, transformID: transformID)
    }

    static func edit(for target: Target, in bytes: [UInt8], table: LineTable) -> A11yFixLSP.TextEdit {
        let start = table.offset(of: Position(line: target.line, character: 0), encoding: .utf8)
        var indentEnd = start
        while indentEnd < bytes.count, bytes[indentEnd] == 32 || bytes[indentEnd] == 9 { indentEnd += 1 }
        let indentation = String(decoding: bytes[start..<indentEnd], as: UTF8.self)
        // Character 0 is the same in every encoding.
        let position = Position(line: target.line, character: 0)
        return A11yFixLSP.TextEdit(
            range: LSPRange(start: position, end: position),
            newText: indentation + "// a11yfix:disable-next-line " + target.transformID + lineEnding(of: bytes))
    }

    /// The file's first line break: `\n`, `\r\n` or a lone `\r`.
    static func lineEnding(of bytes: [UInt8]) -> String {
        guard let index = bytes.firstIndex(where: { $0 == 10 || $0 == 13 }) else { return "\n" }
        if bytes[index] == 10 { return "\n" }
        return index + 1 < bytes.count && bytes[index + 1] == 10 ? "\r\n" : "\r"
    }
}
