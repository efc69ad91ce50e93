import SwiftSyntax

extension SyntaxProtocol {
    /// The node's source without the leading trivia of its first token and the trailing trivia of
    /// its last, like `trimmedDescription`, which builds two modified copies of the tree to get
    /// there. Transforms ask this of thousands of nodes per file, so it slices the bytes instead.
    package var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension SyntaxProtocol {
    /// The node's tokens on one line: comments dropped, any run of trivia between two tokens
    /// written as one space.
    package var singleLineText: String {
        var text = ""
        var pendingSpace = false
        for token in tokens(viewMode: .sourceAccurate) {
            if pendingSpace || !token.leadingTrivia.isEmpty, !text.isEmpty { text += " " }
            text += token.text
            pendingSpace = !token.trailingTrivia.isEmpty
        }
        return text
    }
}
