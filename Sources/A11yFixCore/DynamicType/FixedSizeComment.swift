import A11yFixSyntax
import Foundation
import SwiftSyntax

/// A comment on a font's line, or just above it, saying the size is fixed on purpose
/// ("fixed size", "don't scale", "must not grow", "keep the size", "truncates"): the author chose
/// the size knowing it does not scale, and the font transforms respect that.
enum FixedSizeComment {
    static let phrases = [
        "fixed size", "fixed-size", "fixed font size", "fixed point size", "don't scale", "dont scale",
        "do not scale", "doesn't scale", "does not scale", "shouldn't scale", "should not scale", "must not scale",
        "not be scaled", "must not grow", "mustn't grow", "should not grow", "shouldn't grow", "can't grow",
        "cannot grow", "size must stay", "size has to stay",
    ]
    /// Phrases of the failure larger text causes: they state intent only beside a word about text
    /// size ("Dynamic text causes string to be cut off"), not alone ("title truncates after two lines").
    static let failurePhrases = ["truncat", "cut off", "cuts off", "cut the"]
    /// What a size is matched to when it is picked by eye against the views around it.
    static let neighbourWords = ["neighbo", "sibling", "surrounding", "adjacent", "the other icons", "the rest"]
    static let sizeWords = ["dynamic", "font", "size", "scal", "text style", "larger text"]

    /// Comment-only lines above the statement that still count as "just above" it.
    static let linesAbove = 3

    /// Whether such a comment is on the lines of `font`'s statement, from the start of its
    /// modifier chain (or of a short statement) to the font's own line, or on the comment lines
    /// just above them.
    static func keepsSize(_ font: FunctionCallExprSyntax, in file: SourceFile) -> Bool {
        guard file.containsText("//") || file.containsText("/*") else { return false }
        let locator = file.locator
        let fontLine = locator.lineIndex(containing: font.positionAfterSkippingLeadingTrivia.utf8Offset)
        let start =
            (chainStart(of: font) ?? statementStart(of: font, fontLine: fontLine, in: file))
            .map { locator.lineIndex(containing: $0) } ?? fontLine
        var comments: [String] = []
        for line in min(start, fontLine)...fontLine {
            if let comment = comment(onLine: line, in: file) { comments.append(comment) }
        }
        var line = min(start, fontLine) - 1
        while line >= 0, start - line <= linesAbove, let text = comment(onLine: line, in: file),
            text.trimmingCharacters(in: .whitespaces) == lineText(line, in: file).trimmingCharacters(in: .whitespaces)
        {
            comments.append(text)
            line -= 1
        }
        return comments.contains(where: saysFixed)
    }

    static func saysFixed(_ comment: String) -> Bool {
        let lowered = comment.lowercased()
        if phrases.contains(where: { lowered.includes($0) }) { return true }
        if failurePhrases.contains(where: { lowered.includes($0) }), sizeWords.contains(where: { lowered.includes($0) })
        {
            return true
        }
        // "sized by font to match the neighbours' ink": a size picked to line up with fixed ones beside it.
        if lowered.includes("match"), neighbourWords.contains(where: { lowered.includes($0) }),
            sizeWords.contains(where: { lowered.includes($0) })
        {
            return true
        }
        // "keep the size", "keeps this font size": the word keep, then size, within a few words.
        let words = lowered.split { !$0.isLetter }
        guard let keep = words.firstIndex(where: { $0 == "keep" || $0 == "keeps" }) else { return false }
        return words[keep...].prefix(5).contains { $0 == "size" }
    }

    /// Where the chain the font is given to starts (`Text(…)` above `.font(…)`), as an offset.
    static func chainStart(of font: FunctionCallExprSyntax) -> Int? {
        var current = Syntax(font)
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(DeclSyntax.self) {
            defer { current = parent }
            guard let call = parent.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "font"
            else { continue }
            return ModifierChain(endingAt: ExprSyntax(call)).root.positionAfterSkippingLeadingTrivia.utf8Offset
        }
        return nil
    }

    /// Where a short statement around the font starts (`label.attributedText = NSAttributedString(`
    /// a few lines above `attributes: [.font: …]`); nil for a long one, whose start is no longer
    /// "just above" the font.
    static func statementStart(of font: FunctionCallExprSyntax, fontLine: Int, in file: SourceFile) -> Int? {
        var current = font.parent
        while let node = current, !node.is(CodeBlockItemSyntax.self), !node.is(MemberBlockItemSyntax.self) {
            current = node.parent
        }
        guard let statement = current else { return nil }
        let start = statement.positionAfterSkippingLeadingTrivia.utf8Offset
        return fontLine - file.locator.lineIndex(containing: start) <= linesAbove ? start : nil
    }

    static func lineText(_ line: Int, in file: SourceFile) -> String {
        let starts = file.locator.lineStarts
        let end = line + 1 < starts.count ? starts[line + 1] : file.bytes.count
        return String(decoding: file.bytes[starts[line]..<end], as: UTF8.self)
            .trimmingCharacters(in: .newlines)
    }

    /// The comment on a line, from `//` or `/*` to the end; nil when it has none. A `//` inside a
    /// string (`"https://…"`) is skipped by counting quotes before it.
    static func comment(onLine line: Int, in file: SourceFile) -> String? {
        let text = lineText(line, in: file)
        var searchStart = text.startIndex
        while let range = text.range(of: "//", range: searchStart..<text.endIndex)
            ?? text.range(of: "/*", range: searchStart..<text.endIndex)
        {
            let quotes = text[..<range.lowerBound].filter { $0 == "\"" }.count
            if quotes % 2 == 0 { return String(text[range.lowerBound...]) }
            searchStart = range.upperBound
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        // The inside of a block or doc comment.
        return trimmed.hasPrefix("* ") || trimmed == "*" || trimmed.hasPrefix("*/") ? trimmed : nil
    }
}
