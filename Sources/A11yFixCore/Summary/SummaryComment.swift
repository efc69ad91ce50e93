import Foundation

/// The summary as a Swift block comment after the code (`--summary append`), so the output still
/// compiles. A later run finds its own block by the opening marker and replaces it.
public enum SummaryComment {
    public static let openingMarker = "/* a11yfix: Accessibility Summary"

    /// Splits `text` into the code and a trailing summary block written by an earlier run.
    public static func split(_ text: String) -> (code: String, block: String?) {
        guard let range = text.range(of: openingMarker, options: .backwards) else { return (text, nil) }
        let block = text[range.lowerBound...]
        // Only a block that closes at the very end of the file is ours.
        guard block.trimmingCharacters(in: .newlines).hasSuffix("*/") else { return (text, nil) }
        var code = Substring(text[..<range.lowerBound])
        // The block was appended after one separating blank line.
        for separator in ["\r\n", "\n", "\r"]
        where code.utf8.count > separator.utf8.count && code.hasSuffix(separator + separator) {
            code = code.dropLast()  // one Character: the separator
            break
        }
        return (String(code), String(block))
    }

    /// `code` followed by `summary` as a block comment, in the file's line ending.
    public static func append(_ summary: String, to code: String, lineEnding: String) -> String {
        // Swift block comments nest; keep the summary from opening or closing one.
        let safe = summary.replacingOccurrences(of: "/*", with: "/ *").replacingOccurrences(of: "*/", with: "* /")
        var body = openingMarker + "\n\n" + safe + "*/\n"
        if lineEnding != "\n" { body = body.replacingOccurrences(of: "\n", with: lineEnding) }
        var result = code
        // Compare bytes: "\r\n" is a single Character, so `hasSuffix("\n")` would miss it.
        if let last = result.utf8.last, last != UInt8(ascii: "\n"), last != UInt8(ascii: "\r") { result += lineEnding }
        if !result.isEmpty { result += lineEnding }
        return result + body
    }
}
