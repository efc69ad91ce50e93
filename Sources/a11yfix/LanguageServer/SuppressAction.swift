import A11yFixLSP

/// "Disable for this line": a `// a11yfix:disable-next-line <id>` comment above the finding's
/// line, indented like it, with the file's line ending. Offered for every finding, fixable or
/// not, so a place the team decided to keep is marked in the code rather than in a setting.
enum SuppressAction {
    static func edit(forLineOf offset: Int, transformID: String, in bytes: [UInt8], table: LineTable, encoding: PositionEncoding) -> TextEdit {
        let line = table.position(ofOffset: offset, encoding: encoding).line
        let start = table.offset(of: Position(line: line, character: 0), encoding: encoding)
        var indentEnd = start
        while indentEnd < bytes.count, bytes[indentEnd] == 32 || bytes[indentEnd] == 9 { indentEnd += 1 }
        let indentation = String(decoding: bytes[start..<indentEnd], as: UTF8.self)
        let lineEnding = bytes.firstIndex(of: 10).map { $0 > 0 && bytes[$0 - 1] == 13 ? "\r\n" : "\n" } ?? "\n"
        let position = Position(line: line, character: 0)
        return TextEdit(range: LSPRange(start: position, end: position),
                        newText: indentation + "// a11yfix:disable-next-line " + transformID + lineEnding)
    }
}
