import SwiftParser
import SwiftSyntax

/// One file's tree for the index's extractors that need one, parsed by the first that asks:
/// each has a cheap byte filter first, and files passing more than one were parsed once per filter.
final class LazySourceTree {
    private let bytes: [UInt8]
    private var parsed: SourceFileSyntax?

    init(bytes: [UInt8]) { self.bytes = bytes }

    var tree: SourceFileSyntax {
        if let parsed { return parsed }
        let tree = Parser.parse(source: String(decoding: bytes, as: UTF8.self))
        parsed = tree
        return tree
    }
}
