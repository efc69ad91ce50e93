import SwiftParser
import SwiftSyntax

/// Every parse the tool makes, with one nesting limit in every build. swift-syntax lowers its default
/// from 256 to 20 in debug builds (their frames are larger), so `swift run a11yfix` refused deeply
/// nested code that an installed release build reads. The engine parses on deep-stack threads
/// (`DeepStackThreads`), which hold the release limit in either build.
public enum SwiftParsing {
    public static let maximumNestingLevel = 256

    public static func parse(_ source: UnsafeBufferPointer<UInt8>) -> SourceFileSyntax {
        Parser.parse(source: source, maximumNestingLevel: maximumNestingLevel)
    }

    public static func parse(_ text: String) -> SourceFileSyntax {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    static func parseIncrementally(
        _ source: UnsafeBufferPointer<UInt8>, transition: IncrementalParseTransition?
    ) -> IncrementalParseResult {
        Parser.parseIncrementally(
            source: source, maximumNestingLevel: maximumNestingLevel, parseTransition: transition)
    }
}
