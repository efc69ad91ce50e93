import A11yFixLSP

/// `source.fixAll.a11yfix`: the buffer becomes what `a11yfix fix` writes for it. Sent as one edit
/// over the span between the unchanged head and tail, so the editor keeps marks and folds elsewhere.
enum FixAllAction {
    static let kind = "source.fixAll.a11yfix"

    static func edit(from input: [UInt8], to output: [UInt8], table: LineTable, encoding: PositionEncoding) -> TextEdit
    {
        var head = 0
        let shorter = min(input.count, output.count)
        while head < shorter, input[head] == output[head] { head += 1 }
        var tail = 0
        while tail < shorter - head, input[input.count - 1 - tail] == output[output.count - 1 - tail] { tail += 1 }
        // Edges on whole characters and whole line breaks, where positions can name them.
        while head > 0, !isBoundary(input, head) || !isBoundary(output, head) { head -= 1 }
        while tail > 0, !isBoundary(input, input.count - tail) || !isBoundary(output, output.count - tail) { tail -= 1 }
        let replaced = head..<(input.count - tail)
        let text = String(decoding: output[head..<(output.count - tail)], as: UTF8.self)
        return TextEdit(range: table.range(of: replaced, encoding: encoding), newText: text)
    }

    /// Not inside a UTF-8 sequence and not between the `\r` and `\n` of one line break.
    private static func isBoundary(_ bytes: [UInt8], _ offset: Int) -> Bool {
        guard offset > 0, offset < bytes.count else { return true }
        if bytes[offset] & 0xC0 == 0x80 { return false }
        return !(bytes[offset - 1] == 13 && bytes[offset] == 10)
    }
}
