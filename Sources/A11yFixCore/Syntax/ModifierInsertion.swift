import A11yFixSyntax
import SwiftSyntax

/// Builds the edit that appends a modifier as a new line after a chain, laid out the way the
/// chain already is: after `.modifier` lines, at their indentation; after a line of closing
/// brackets only, at that line's indentation; otherwise one indent unit deeper than the view. The new line ends
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
        if let carried = carriedClosers(after: lastToken), let last = carried.last, let final = modifiers.last {
            // `}, trailing: Button …` or `})`: the argument list's closers stay with the control, before
            // the comment, so no line starts with a comma or a lone paren (judged on unseen apps).
            let (code, comment) = splitComment(final)
            let text =
                modifiers.dropLast().map { newline + indentation + $0 }.joined() + newline + indentation + code
                + carried.map(\.text).joined() + (comment.map { " " + $0 } ?? "")
            let range = lastToken.endPositionBeforeTrailingTrivia.utf8Offset..<last.endPosition.utf8Offset
            let rest = last.nextToken(viewMode: .sourceAccurate)
            let endsLine = rest.map { $0.tokenKind == .endOfFile || $0.leadingTrivia.contains { $0.isNewline } } ?? true
            return .replace(range, with: text + (endsLine ? "" : newline + lineIndentation))
        }
        let trailing = lastToken.endPositionBeforeTrailingTrivia.utf8Offset..<lastToken.endPosition.utf8Offset
        if lastToken.trailingTrivia.allSatisfy(\.isSpaceOrTab) {
            return .replace(trailing, with: line + newline + lineIndentation)
        }
        return .insert(line + newline + lineIndentation, at: trailing.upperBound)
    }

    /// The commas and closing brackets right after `last` on its line, with nothing but spaces between,
    /// when what follows them can start a line: a line end, a `.member` going on, or anything after a comma.
    static func carriedClosers(after last: TokenSyntax) -> [TokenSyntax]? {
        guard last.trailingTrivia.allSatisfy(\.isSpaceOrTab) else { return nil }
        let closers: [TokenKind] = [.comma, .rightParen, .rightSquare]
        var carried: [TokenSyntax] = []
        var token = last.nextToken(viewMode: .sourceAccurate)
        while let current = token, closers.contains(current.tokenKind),
            current.leadingTrivia.allSatisfy(\.isSpaceOrTab)
        {
            carried.append(current)
            token = current.nextToken(viewMode: .sourceAccurate)
            guard current.trailingTrivia.allSatisfy(\.isSpaceOrTab) else { break }
        }
        guard let final = carried.last, final.trailingTrivia.allSatisfy(\.isSpaceOrTab) else { return nil }
        let lineEnds =
            token.map { $0.tokenKind == .endOfFile || $0.leadingTrivia.contains { $0.isNewline } } ?? true
        return lineEnds || final.tokenKind == .comma || token?.tokenKind == .period ? carried : nil
    }

    /// A generated line's code and its trailing `//` comment (outside string literals), if any.
    static func splitComment(_ line: String) -> (String, String?) {
        var inString = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"", previous != "\\" { inString.toggle() }
            if !inString, character == "/", line[index...].hasPrefix("//") {
                var code = String(line[..<index])
                while code.last == " " { code.removeLast() }
                return (code, String(line[index...]))
            }
            previous = character
        }
        return (line, nil)
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
        // A line of closers only (`}`, `})`) is where the chain's next line lines up, as swift-format
        // lays it out; after `).onTapGesture { … }` the chain goes on one level deeper.
        let spansLines = file.location(of: lastOffset).line != file.location(of: rootOffset).line
        if spansLines, closesOwnLine(lastToken, in: file) {
            return file.indentation(ofLineContaining: lastOffset)
        }
        return file.indentation(ofLineContaining: rootOffset) + file.indentUnit
    }

    /// Whether every token from the start of `last`'s line to `last` is a closing bracket.
    static func closesOwnLine(_ last: TokenSyntax, in file: SourceFile) -> Bool {
        var token: TokenSyntax? = last
        while let current = token {
            switch current.tokenKind {
            case .rightBrace, .rightParen, .rightSquare: break
            default: return false
            }
            if current.leadingTrivia.contains(where: \.isNewline) { return true }
            token = current.previousToken(viewMode: .sourceAccurate)
        }
        return false
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
