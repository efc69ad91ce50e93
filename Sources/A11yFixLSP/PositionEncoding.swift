/// How a position's `character` counts: LSP's default is UTF-16 code units; clients may offer
/// UTF-8 (bytes) or UTF-32 (Unicode scalars) instead.
public enum PositionEncoding: String, Codable, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The server's pick among what the client offers: UTF-8 first, since the engine counts bytes
    /// and no conversion is needed; UTF-16 when nothing is offered, as the protocol says.
    public static func negotiate(offered: [String]?) -> PositionEncoding {
        let offered = offered ?? []
        for preferred in [PositionEncoding.utf8, .utf16, .utf32] where offered.contains(preferred.rawValue) {
            return preferred
        }
        return .utf16
    }

    /// Code units one scalar takes, from its UTF-8 lead byte.
    func units(leadByte: UInt8, byteCount: Int) -> Int {
        switch self {
        case .utf8: return byteCount
        case .utf16: return byteCount == 4 ? 2 : 1
        case .utf32: return 1
        }
    }
}

/// Converts between byte offsets in UTF-8 text and LSP positions. Lines end at `\n`, `\r\n` or
/// a lone `\r`, as LSP defines them.
public struct LineTable: Sendable {
    public let bytes: [UInt8]
    /// Byte offset where each line starts.
    private let lineStarts: [Int]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 10 {
                starts.append(index + 1)
            } else if byte == 13 {
                if index + 1 < bytes.count, bytes[index + 1] == 10 { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    public var lineCount: Int { lineStarts.count }

    /// Where a line's content ends, before its line break.
    private func contentEnd(ofLine line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > lineStarts[line], bytes[end - 1] == 10 { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == 13 { end -= 1 }
        return end
    }

    public func position(ofOffset offset: Int, encoding: PositionEncoding) -> Position {
        let offset = min(max(offset, 0), bytes.count)
        // The last line start at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let line = low
        let end = min(offset, contentEnd(ofLine: line))
        var index = lineStarts[line], character = 0
        while index < end {
            let length = Self.scalarLength(bytes[index])
            character += encoding.units(leadByte: bytes[index], byteCount: length)
            index += length
        }
        return Position(line: line, character: character)
    }

    /// The byte offset of a position. A character past the end of its line means the line's end,
    /// and a line past the last means the end of the text (both as LSP asks); a character inside
    /// a scalar (half a surrogate pair, a byte inside a UTF-8 sequence) rounds to the scalar's start.
    public func offset(of position: Position, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let end = contentEnd(ofLine: position.line)
        var index = lineStarts[position.line], character = 0
        while index < end {
            let length = Self.scalarLength(bytes[index])
            let units = encoding.units(leadByte: bytes[index], byteCount: length)
            if character + units > position.character { break }
            character += units
            index += length
        }
        return min(index, end)
    }

    public func range(of bytes: Range<Int>, encoding: PositionEncoding) -> LSPRange {
        LSPRange(
            start: position(ofOffset: bytes.lowerBound, encoding: encoding),
            end: position(ofOffset: bytes.upperBound, encoding: encoding))
    }

    /// Bytes of the UTF-8 sequence a lead byte starts (1 for a stray continuation byte).
    public static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }
}

extension LineTable {
    /// The text after applying LSP content changes in order, each against the text the previous
    /// one left.
    public static func applying(
        _ changes: [TextDocumentContentChangeEvent], to text: [UInt8], encoding: PositionEncoding
    ) -> [UInt8] {
        var text = text
        for change in changes {
            guard let range = change.range else {
                text = Array(change.text.utf8)
                continue
            }
            let table = LineTable(text)
            let start = table.offset(of: range.start, encoding: encoding)
            let end = max(start, table.offset(of: range.end, encoding: encoding))
            text.replaceSubrange(start..<end, with: Array(change.text.utf8))
        }
        return text
    }
}
