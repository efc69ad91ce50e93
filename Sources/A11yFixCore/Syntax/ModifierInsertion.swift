import A11yFixSyntax
import SwiftSyntax

/// Builds the edit that appends a modifier as a new line after a chain, laid out the way the
/// chain already is: after `.modifier` lines, at their indentation; after a closing `}` line,
/// at that line's indentation; after a one-line view, one indent unit deeper. The new line ends
/// with a `//` comment, so when more code follows on the chain's last line, that code moves to
/// a line of its own.
public enum ModifierInsertion {
    package static func edit(appending modifier: String, to chain: ModifierChain, in file: SourceFile) -> TextEdit? {
        edit(appending: [modifier], to: chain, in: file)
    }

    /// Several modifiers, one per line, in order.
    package static func edit(appending modifiers: [String], to chain: ModifierChain, in file: SourceFile) -> TextEdit? {
        guard let lastToken = chain.outermost.lastToken(viewMode: .sourceAccurate) else { return nil }
        let newline = file.lineEnding
        let indentation = indentation(for: chain, lastToken: lastToken, in: file)
        let line = modifiers.map { newline + indentation + $0 }.joined()

        let next = lastToken.nextToken(viewMode: .sourceAccurate)
        let nextIsOnSameLine =
            next.map { $0.tokenKind != .endOfFile && !$0.leadingTrivia.contains { $0.isNewline } } ?? false
        guard nextIsOnSameLine else {
            // After the line's trailing comment, before its line break.
            return .insert(line, at: lastToken.endPosition.utf8Offset)
        }
        let lineIndentation = file.indentation(
            ofLineContaining: lastToken.positionAfterSkippingLeadingTrivia.utf8Offset)
        let trailing = lastToken.endPositionBeforeTrailingTrivia.utf8Offset..<lastToken.endPosition.utf8Offset
        if lastToken.trailingTrivia.allSatisfy(\.isSpaceOrTab) {
            return .replace(trailing, with: line + newline + lineIndentation)
        }
        return .insert(line + newline + lineIndentation, at: trailing.upperBound)
    }

    static func indentation(for chain: ModifierChain, lastToken: TokenSyntax, in file: SourceFile) -> String {
        // Modifiers already on their own lines: line up with the last of them. Those inside a
        // postfix `#if` are often indented one level deeper, so they do not count.
        if let member = chain.modifiers.last(where: {
            !$0.isConditional && $0.member.period.leadingTrivia.contains { $0.isNewline }
        })?.member {
            return file.indentation(ofLineContaining: member.period.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        let lastToken = chain.unconditionalEnd.lastToken(viewMode: .sourceAccurate) ?? lastToken
        let lastOffset = lastToken.positionAfterSkippingLeadingTrivia.utf8Offset
        let rootOffset = chain.outermost.positionAfterSkippingLeadingTrivia.utf8Offset
        let closesOwnLine = [UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]")].contains(
            file.firstNonBlankByte(ofLineContaining: lastOffset))
        if closesOwnLine, file.location(of: lastOffset).line != file.location(of: rootOffset).line {
            return file.indentation(ofLineContaining: lastOffset)
        }
        return file.indentation(ofLineContaining: rootOffset) + file.indentUnit
    }
}

extension TriviaPiece {
    var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: true
        default: false
        }
    }
}
