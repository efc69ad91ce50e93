import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source without the leading trivia of its first token and the trailing trivia of
    /// its last, like `trimmedDescription`, which builds two modified copies of the tree to get
    /// there. Transforms ask this of thousands of nodes per file, so it slices the bytes instead.
    public var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
