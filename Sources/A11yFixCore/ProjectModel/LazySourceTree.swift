import SwiftParser
import SwiftSyntax

/// One file's tree for the index's tree extractors, parsed only when one of their byte filters
/// wants the file (`IndexTreeWalk` then walks it once for all of them). The parse is kept
/// (`parsed`) so the fix pass can start from it rather than parse the file again.
final class LazySourceTree {
    private let bytes: [UInt8]
    private var tree_: SourceFileSyntax?
    /// The parse made, when the bytes are UTF-8 (the only files the engine parses).
    private(set) var parsed: ParsedSource?

    init(bytes: [UInt8]) { self.bytes = bytes }

    var tree: SourceFileSyntax {
        if let tree_ { return tree_ }
        let tree: SourceFileSyntax
        if ParsedSource.isParsable(bytes) {
            let parse = ParsedSource(bytes: bytes)
            parsed = parse
            tree = parse.tree
        } else {
            // As before for other bytes: the decoded text (invalid sequences replaced) is parsed.
            tree = SwiftParsing.parse(String(decoding: bytes, as: UTF8.self))
        }
        tree_ = tree
        return tree
    }
}
