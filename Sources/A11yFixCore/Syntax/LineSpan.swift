/// Whole lines around a byte range of a source text, for widths and line-wise edits.
enum LineSpan {
    /// `range` widened to whole lines: from the start of its first line to the end of its last,
    /// line breaks (`\n`, `\r`) excluded.
    static func around(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        func isBreak(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
        var start = min(range.lowerBound, bytes.count)
        var end = min(range.upperBound, bytes.count)
        while start > 0, !isBreak(bytes[start - 1]) { start -= 1 }
        while end < bytes.count, !isBreak(bytes[end]) { end += 1 }
        return start..<end
    }
}
