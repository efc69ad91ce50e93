import SwiftParser
import SwiftSyntax

/// One file's bytes and the parse of them, made once and handed on: the index pass parses some
/// files for its extractors, and the fix pass starts from that tree instead of parsing again.
/// Nothing mutates a tree, so handing it to the thread that fixes the file is safe.
public struct ParsedSource: @unchecked Sendable {
    public let bytes: [UInt8]
    let parseResult: IncrementalParseResult

    /// The bytes must be valid UTF-8 (the engine fails other files before parsing them).
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        parseResult = bytes.withUnsafeBufferPointer { SwiftParsing.parseIncrementally($0, transition: nil) }
    }

    public var tree: SourceFileSyntax { parseResult.tree }

    /// Whether the engine would parse these bytes at all (it refuses a file that is not UTF-8).
    public static func isParsable(_ bytes: [UInt8]) -> Bool { UTF8Validation.isValid(bytes) }
}
