/// A replacement of a UTF-8 byte range of the *original* input with new text.
/// An insertion is an edit with an empty range. Coordinates never refer to text produced by
/// another edit, so transforms can be run independently on the same tree.
public struct TextEdit: Hashable, Sendable, CustomDebugStringConvertible {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    public static func insert(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(range: offset..<offset, replacement: text)
    }

    public static func replace(_ range: Range<Int>, with text: String) -> TextEdit {
        TextEdit(range: range, replacement: text)
    }

    public var isInsertion: Bool { range.isEmpty }

    /// Two edits conflict when applying both would be ambiguous: their ranges share a byte, or one
    /// inserts strictly inside the range the other replaces. Insertions at the same offset, and
    /// edits that merely touch, do not conflict.
    public func conflicts(with other: TextEdit) -> Bool {
        if range.overlaps(other.range) { return true }
        if isInsertion, other.range.lowerBound < range.lowerBound, range.lowerBound < other.range.upperBound {
            return true
        }
        if other.isInsertion, range.lowerBound < other.range.lowerBound, other.range.lowerBound < range.upperBound {
            return true
        }
        return false
    }

    public var debugDescription: String {
        "\(range.lowerBound)..<\(range.upperBound) -> \(replacement.debugDescription)"
    }
}
