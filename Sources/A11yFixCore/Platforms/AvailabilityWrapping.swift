import A11yFixSyntax
import SwiftSyntax

/// Wraps a statement in `if #available(…) { statement } else { fallback }`, in the file's
/// indentation unit and line ending. Continuation lines of the statement move one level deeper.
public enum AvailabilityWrapping {
    /// Nil when the statement shares its line with other code or holds a multi-line string
    /// literal (re-indenting it would change the string).
    public static func edit(
        wrapping statement: CodeBlockItemSyntax, condition: String, fallback: [String], in file: SourceFile
    ) -> TextEdit? {
        guard
            statement.leadingTrivia.contains(where: \.isNewline)
                || statement.previousToken(viewMode: .sourceAccurate) == nil
                || statement.previousToken(viewMode: .sourceAccurate)?.tokenKind == .leftBrace,
            let last = statement.lastToken(viewMode: .sourceAccurate),
            last.nextToken(viewMode: .sourceAccurate).map({
                $0.tokenKind == .endOfFile || $0.leadingTrivia.contains(where: \.isNewline)
            }) ?? true,
            !statement.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .multilineStringQuote })
        else { return nil }
        let newline = file.lineEnding
        let indentation = file.indentation(ofLineContaining: statement.positionAfterSkippingLeadingTrivia.utf8Offset)
        let inner = indentation + file.indentUnit
        // The statement's text as written, continuation lines indented one more level.
        // Split on "\n" scalars: in Swift "\r\n" is one Character, which `split` would not cut.
        let original = statement.trimmedText.unicodeScalars
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { String(String.UnicodeScalarView($0)) }
            .enumerated()
            .map { index, line in
                index == 0 || line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) ? line : file.indentUnit + line
            }
            .joined(separator: "\n")
        // A comment trailing the statement stays on its line, inside the guarded branch.
        let trailingComment =
            last.trailingTrivia.contains(where: \.isComment) ? " " + last.trailingTrivia.description.trimmingSpaces : ""
        var text =
            "if \(condition) {" + newline + inner + original + trailingComment + newline + indentation + "} else {"
            + newline
        for line in fallback {
            text += (line.hasPrefix("#") ? indentation : inner) + line + newline
        }
        text += indentation + "}"
        let end =
            trailingComment.isEmpty ? statement.endPositionBeforeTrailingTrivia.utf8Offset : last.endPosition.utf8Offset
        let range = statement.positionAfterSkippingLeadingTrivia.utf8Offset..<end
        return .replace(range, with: text)
    }
}
