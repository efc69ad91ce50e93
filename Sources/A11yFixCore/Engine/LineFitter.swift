import A11yFixSyntax
import SwiftParser
import SwiftSyntax

/// Lays a fix out within the project's line length, or says it cannot be.
///
/// A fix fits when no line it touches is longer than the limit, or, for a line that was longer
/// already, than it was (it may stay as long, never grow; what is split off it gets the limit).
/// A fix that does not fit is changed, in order: (a) each `// [VERIFY]` marker on a too-long line
/// moves to its own line above that line, at its indentation; (b) an argument list of the edited
/// code on a too-long line is wrapped one argument per line, as the file wraps argument lists (a
/// one-line closure the fix wrote gets its body on a line of its own, a ternary it wrote its
/// branches on lines of their own, an attribute of a declaration it wrote on the line above), or,
/// failing that, a view's chain breaks before the modifier the fix wrote in (`Text(…)` then
/// `.font(…)…` one indent deeper). What still does not fit is
/// not made: the engine reports it instead.
struct LineFitter {
    let file: SourceFile
    let limit: LineLengthLimit
    /// Whether (b) may wrap argument lists; without it, what a marker move cannot fit is reported.
    var wraps = true
    /// The project's attribute placement: a property the fix adds whose attribute it keeps on the
    /// declaration's line stays one line, however long (its lint rejects the split, not the length).
    var attributePlacement: AttributePlacement?

    enum Result {
        case fits(Fix)
        /// The offset, in `file`, of the line the fix would make too long.
        case tooLong(offset: Int)
    }

    /// Where a byte of a fix's output came from.
    enum Origin: Equatable {
        case original(Int)
        /// Written by the edit that starts at this original offset.
        case inserted(at: Int)
    }

    /// A line of the fix's output that is longer than allowed.
    struct Overflow {
        /// The line's range in the output (without its line ending).
        var range: Range<Int>
        var bytes: [UInt8]
        var origins: [Origin]

        /// The spaces and tabs that start the line.
        var indentation: String {
            String(decoding: bytes.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }, as: UTF8.self)
        }

        /// A place in the input on that line, for the message.
        var inputOffset: Int {
            for origin in origins { if case let .original(offset) = origin { return offset } }
            if case let .inserted(offset)? = origins.first { return offset }
            return 0
        }
    }

    static let markers = [" " + VerifyMarker.comment, " /* [VERIFY] confirm label matches intent */"].map {
        Array($0.utf8)
    }

    func fit(_ fix: Fix) -> Result {
        var edits = Self.sorted(fix.edits)
        guard var overflow = firstOverflow(edits) else { return .fits(fix) }
        var layout: FixLayout = []
        // (a) Markers first: a comment is the cheapest thing to move.
        for _ in 0..<8 {
            guard let moved = movingMarker(on: overflow, in: edits) else { break }
            edits = moved
            layout.insert(.markerMoved)
            guard let next = firstOverflow(edits) else { return fitted(fix, edits, layout, else: overflow) }
            overflow = next
        }
        // (b) Then the code: each round wraps one argument list.
        for _ in 0..<(wraps ? 4 : 0) {
            guard let wrapped = wrapping(overflow, in: edits) else { break }
            edits = wrapped
            layout.insert(.wrapped)
            guard let next = firstOverflow(edits) else { return fitted(fix, edits, layout, else: overflow) }
            overflow = next
        }
        return .tooLong(offset: overflow.inputOffset)
    }

    /// The relaid fix, after checking that its output still parses.
    private func fitted(_ fix: Fix, _ edits: [TextEdit], _ layout: FixLayout, else overflow: Overflow) -> Result {
        let output = Self.applying(edits, to: file.bytes)
        let tree = output.withUnsafeBufferPointer { SwiftParsing.parse($0) }
        guard SyntaxErrors.firstErrorOffset(in: tree) == nil else { return .tooLong(offset: overflow.inputOffset) }
        var relaid = fix
        relaid.edits = edits
        relaid.layout = layout
        return .fits(relaid)
    }

    /// The fixes to apply together now: one whose line would overflow with the edits of those
    /// before it on that line waits (it is found again, and fitted, in the next pass). A fix
    /// that conflicts with one before it is kept: the applier defers it anyway.
    func together(_ fixes: [Finding]) -> [Finding] {
        var accepted: [(lines: ClosedRange<Int>, edits: [TextEdit])] = []
        return fixes.filter { finding in
            let edits = finding.fix!.edits
            guard !edits.isEmpty else { return true }
            if edits.contains(where: { edit in accepted.contains { $0.edits.contains { $0.conflicts(with: edit) } } }) {
                return true
            }
            let lines =
                lineIndex(edits.map(\.range.lowerBound).min()!)...lineIndex(edits.map(\.range.upperBound).max()!)
            let neighbours = accepted.filter { $0.lines.overlaps(lines) }.flatMap(\.edits)
            if !neighbours.isEmpty, firstOverflow(Self.sorted(neighbours + edits)) != nil { return false }
            accepted.append((lines, edits))
            return true
        }
    }

    private func lineIndex(_ offset: Int) -> Int { file.locator.lineIndex(containing: offset) }

    // MARK: Measuring

    /// The first line the edits make too long, looking only at the lines they touch.
    func firstOverflow(_ edits: [TextEdit]) -> Overflow? {
        guard !edits.isEmpty else { return nil }
        let lineStarts = file.locator.lineStarts
        var index = 0
        var delta = 0  // output minus input length of the edits before `index`
        while index < edits.count {
            // A window: whole input lines holding one or more edits.
            let windowStart = lineStarts[file.locator.lineIndex(containing: edits[index].range.lowerBound)]
            var windowEnd = lineEnd(from: edits[index].range.upperBound)
            var last = index
            while last + 1 < edits.count, edits[last + 1].range.lowerBound <= windowEnd {
                last += 1
                windowEnd = max(windowEnd, lineEnd(from: edits[last].range.upperBound))
            }
            var bytes: [UInt8] = [], origins: [Origin] = []
            var cursor = windowStart
            for edit in edits[index...last] {
                for offset in cursor..<edit.range.lowerBound {
                    bytes.append(file.bytes[offset])
                    origins.append(.original(offset))
                }
                let replacement = Array(edit.replacement.utf8)
                bytes += replacement
                origins += Array(repeating: .inserted(at: edit.range.lowerBound), count: replacement.count)
                cursor = edit.range.upperBound
            }
            for offset in cursor..<windowEnd {
                bytes.append(file.bytes[offset])
                origins.append(.original(offset))
            }
            let outputStart = windowStart + delta
            if let overflow = firstOverflow(bytes: bytes, origins: origins, outputStart: outputStart) {
                return overflow
            }
            for edit in edits[index...last] { delta += edit.replacement.utf8.count - edit.range.count }
            index = last + 1
        }
        return nil
    }

    private func firstOverflow(bytes: [UInt8], origins: [Origin], outputStart: Int) -> Overflow? {
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
            let line = bytes[start..<end]
            let width = limit.width(ofUTF8: line)
            if width > limit.columns, width > allowedWidth(origins: origins[start..<end], bytes: line),
                !keepsOnOneLine(line, origins: origins[start..<end])
            {
                return Overflow(
                    range: (outputStart + start)..<(outputStart + end), bytes: Array(line),
                    origins: Array(origins[start..<end]))
            }
            guard end < bytes.count else { break }
            end +=
                bytes[end] == UInt8(ascii: "\r") && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "\n")
                ? 2 : 1
            start = end
        }
        return nil
    }

    /// A line the fix wrote whole that declares a property with an attribute the project keeps on
    /// the declaration's line (`@Environment(\.accessibilityReduceMotion) private var reduceMotion`).
    private func keepsOnOneLine(_ line: ArraySlice<UInt8>, origins: ArraySlice<Origin>) -> Bool {
        guard let attributePlacement else { return false }
        let text = String(
            decoding: line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }, as: UTF8.self)
        guard text.hasPrefix("@"), text.contains(" var ") || text.contains(" let "),
            zip(origins, line).allSatisfy({ origin, byte in
                if case .inserted = origin { return true }
                return byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
            })
        else { return false }
        return attributePlacement.keepsOnSameLine(text)
    }

    /// An output line that begins an input line (holds its first code) may stay as long as that
    /// line was; every other line, new or split off, gets the limit.
    private func allowedWidth(origins: ArraySlice<Origin>, bytes: ArraySlice<UInt8>) -> Int {
        var allowed = limit.columns
        for (origin, byte) in zip(origins, bytes) where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
            guard case let .original(offset) = origin else { continue }
            let line = file.locator.lineIndex(containing: offset)
            var first = file.locator.lineStarts[line]
            while file.bytes[first] == UInt8(ascii: " ") || file.bytes[first] == UInt8(ascii: "\t") { first += 1 }
            if offset == first { allowed = max(allowed, inputLineWidth(line)) }
        }
        return allowed
    }

    private func inputLineWidth(_ line: Int) -> Int {
        let start = file.locator.lineStarts[line]
        return limit.width(ofUTF8: file.bytes[start..<lineEnd(from: start)])
    }

    /// The offset of the line break ending the line that holds `offset` (or the end of the file).
    private func lineEnd(from offset: Int) -> Int {
        var end = offset
        while end < file.bytes.count, file.bytes[end] != UInt8(ascii: "\n"), file.bytes[end] != UInt8(ascii: "\r") {
            end += 1
        }
        return end
    }

    // MARK: (a) Moving a marker

    /// The edits with one `[VERIFY]` marker of the overflowing line moved above it, or nil when
    /// the line has none the fix wrote, or the line above cannot take one.
    private func movingMarker(on overflow: Overflow, in edits: [TextEdit]) -> [TextEdit]? {
        guard var (markerStart, markerLength) = markerRange(in: overflow) else { return nil }
        // The wider gap a formatter asks for (`TrailingCommentSpacing`) leaves with the marker.
        while markerStart > 0, overflow.bytes[markerStart - 1] == UInt8(ascii: " "),
            case .inserted = overflow.origins[markerStart - 1]
        {
            markerStart -= 1
            markerLength += 1
        }
        let indentationLength = overflow.bytes.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
        guard indentationLength < markerStart else { return nil }
        let lineStart = overflow.range.lowerBound
        var insertion = lineStart + indentationLength
        if case let .original(offset) = overflow.origins[indentationLength] {
            // A comment line may go only where the line's first token or comment begins, and
            // above the `a11yfix:disable-next-line` comments that speak of the line.
            guard Self.startsLine(at: offset, in: file) else { return nil }
            let above = directivesAbove(offset)
            if above != offset { insertion = Self.outputOffset(ofInput: above, edits: edits) }
        }
        let indentation = String(decoding: overflow.bytes.prefix(indentationLength), as: UTF8.self)
        var moved = Self.replacingOutput(
            (lineStart + markerStart)..<(lineStart + markerStart + markerLength), with: "", in: edits, input: file.bytes
        )
        moved = Self.replacingOutput(
            insertion..<insertion, with: VerifyMarker.comment + file.lineEnding + indentation, in: moved,
            input: file.bytes)
        return moved
    }

    /// The first code of the topmost of the `// a11yfix:disable-next-line` lines right above the
    /// line starting at `offset`; `offset` when there are none.
    private func directivesAbove(_ offset: Int) -> Int {
        var first = offset
        var line = file.locator.lineIndex(containing: offset)
        while line > 0 {
            line -= 1
            var start = file.locator.lineStarts[line]
            while file.bytes[start] == UInt8(ascii: " ") || file.bytes[start] == UInt8(ascii: "\t") { start += 1 }
            let text = String(decoding: file.bytes[start..<lineEnd(from: start)], as: UTF8.self)
            guard text.hasPrefix("//"), text.contains("a11yfix:disable-next-line") else { break }
            first = start
        }
        return first
    }

    /// Where an input offset outside every edit lands in the output.
    static func outputOffset(ofInput offset: Int, edits: [TextEdit]) -> Int {
        offset
            + edits.filter { $0.range.upperBound <= offset }
            .reduce(0) { $0 + $1.replacement.utf8.count - $1.range.count }
    }

    /// A marker on the line, written by the fix (never one the file already had).
    private func markerRange(in overflow: Overflow) -> (Int, Int)? {
        for marker in Self.markers {
            var start = 0
            while start + marker.count <= overflow.bytes.count {
                if overflow.bytes[start..<(start + marker.count)].elementsEqual(marker),
                    overflow.origins[start..<(start + marker.count)].allSatisfy({
                        if case .inserted = $0 { true } else { false }
                    })
                {
                    return (start, marker.count)
                }
                start += 1
            }
        }
        return nil
    }

    /// Whether `offset` is where a token or a comment begins (not inside a string or a block
    /// comment), so a line can be put before it.
    static func startsLine(at offset: Int, in file: SourceFile) -> Bool {
        guard let token = file.tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return false }
        if token.positionAfterSkippingLeadingTrivia.utf8Offset == offset {
            // Inside a string literal only its opening quote starts a line of code.
            guard let literal = token.ancestor(StringLiteralExprSyntax.self) else { return true }
            return literal.positionAfterSkippingLeadingTrivia.utf8Offset == offset
        }
        var pieceStart = token.position.utf8Offset
        for piece in token.leadingTrivia {
            if pieceStart == offset { return true }
            pieceStart += piece.sourceLength.utf8Length
            if pieceStart > offset { return false }
        }
        return false
    }

    // MARK: (b) Wrapping an argument list

    /// The edits with one argument list (or one-line closure) on the overflowing line wrapped, or
    /// nil when the line has none that the fix wrote or changed.
    private func wrapping(_ overflow: Overflow, in edits: [TextEdit]) -> [TextEdit]? {
        let output = Self.applying(edits, to: file.bytes)
        let tree = output.withUnsafeBufferPointer { SwiftParsing.parse($0) }
        let spans = Self.outputSpans(of: edits).filter { !$0.isEmpty }
        let preferred = ArgumentWrapStyle.of(file)
        var attempts: [[TextEdit]] = []
        // Breaks before a modifier, tried after every argument-list wrap.
        var chainBreaks: [[TextEdit]] = []
        var token = tree.token(at: AbsolutePosition(utf8Offset: overflow.range.lowerBound))
        while let current = token, current.positionAfterSkippingLeadingTrivia.utf8Offset < overflow.range.upperBound {
            defer { token = current.nextToken(viewMode: .sourceAccurate) }
            let start = current.positionAfterSkippingLeadingTrivia.utf8Offset
            if current.tokenKind == .leftParen, let call = current.parent?.as(FunctionCallExprSyntax.self),
                call.leftParen?.id == current.id, let rightParen = call.rightParen,
                rightParen.endPositionBeforeTrailingTrivia.utf8Offset <= overflow.range.upperBound,
                !call.arguments.isEmpty,
                !call.arguments.tokens(viewMode: .sourceAccurate).contains(where: Self.hasComment),
                Self.endsItsLine(rightParen),
                // The fix wrote in the list, or moved the line (a statement it put inside `if`).
                spans.contains(where: {
                    $0.overlaps(start..<rightParen.endPositionBeforeTrailingTrivia.utf8Offset)
                        || $0.overlaps(
                            overflow.range.lowerBound..<overflow.range.lowerBound + overflow.indentation.utf8.count)
                })
            {
                // The file's own style first.
                attempts += [preferred, preferred.other].map {
                    wrapped(call, style: $0, line: overflow, output: output, edits: edits)
                }
            }
            if current.tokenKind == .leftBrace, let closure = current.parent?.as(ClosureExprSyntax.self),
                closure.leftBrace.id == current.id, !closure.statements.isEmpty,
                closure.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset <= overflow.range.upperBound,
                !closure.tokens(viewMode: .sourceAccurate).contains(where: Self.hasComment),
                case let end = closure.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset,
                spans.contains(where: { $0.overlaps(start..<end) })
            {
                attempts.append(wrapped(closure, line: overflow, edits: edits))
            }
            // `@ScaledMetric(…) private var size: CGFloat = 14` the fix wrote: the attribute goes on a
            // line of its own above the declaration, as swift-format lays out a long one.
            if current.tokenKind == .atSign, let attribute = current.parent?.as(AttributeSyntax.self),
                attribute.parent?.is(AttributeListSyntax.self) == true,
                attributePlacement?.keepsOnSameLine(attribute.trimmedText) != true,
                let next = attribute.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate),
                !next.leadingTrivia.contains(where: \.isNewline),
                !attribute.tokens(viewMode: .sourceAccurate).contains(where: Self.hasComment), !Self.hasComment(next),
                case let end = attribute.endPositionBeforeTrailingTrivia.utf8Offset,
                spans.contains(where: { $0.overlaps(start..<end) })
            {
                let gap = end..<next.positionAfterSkippingLeadingTrivia.utf8Offset
                attempts.append(
                    Self.replacingOutput(
                        gap, with: file.lineEnding + overflow.indentation, in: edits, input: file.bytes))
            }
            // `flag ? a : b` the fix wrote, as swift-format breaks a ternary: each branch on a
            // line of its own, one indent deeper.
            if current.tokenKind == .infixQuestionMark,
                let ternary = current.parent?.as(UnresolvedTernaryExprSyntax.self),
                let sequence = ternary.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                let condition = sequence.elements.first, let whenFalse = sequence.elements.last,
                ternary.colon.positionAfterSkippingLeadingTrivia.utf8Offset < overflow.range.upperBound,
                !sequence.tokens(viewMode: .sourceAccurate).contains(where: Self.hasComment),
                spans.contains(where: { $0.contains(start) }),
                !Self.opensTrailingClosure(after: sequence, before: overflow.range.upperBound)
            {
                attempts.append(
                    wrapped(condition: condition, ternary, whenFalse: whenFalse, line: overflow, edits: edits))
            }
            // `Text(…).font(.system(size: scaled)).foregroundStyle(…)`: a modifier the fix wrote in
            // goes, with the rest of the chain, onto a line of its own one indent deeper.
            if current.tokenKind == .period, !current.leadingTrivia.contains(where: \.isNewline),
                let member = current.parent?.as(MemberAccessExprSyntax.self), member.period.id == current.id,
                member.base?.is(FunctionCallExprSyntax.self) == true,
                let modifier = member.parent?.as(FunctionCallExprSyntax.self),
                modifier.calledExpression.id == member.id, let rightParen = modifier.rightParen,
                case let end = rightParen.endPositionBeforeTrailingTrivia.utf8Offset,
                end <= overflow.range.upperBound,
                !member.tokens(viewMode: .sourceAccurate).contains(where: Self.hasComment),
                spans.contains(where: { $0.overlaps(start..<end) }), Self.isStatementChain(modifier)
            {
                let text = file.lineEnding + overflow.indentation + file.indentUnit
                chainBreaks.append(Self.replacingOutput(start..<start, with: text, in: edits, input: file.bytes))
            }
        }
        attempts += chainBreaks
        // Outermost first: the first wrap that makes everything fit, else the first that makes
        // this line fit, for the next round to go on from.
        return attempts.first { firstOverflow($0) == nil }
            ?? attempts.first { firstOverflow($0).map { $0.range.lowerBound > overflow.range.lowerBound } ?? true }
    }

    /// Whether `expression` is an argument of a call whose `)` and trailing closure follow it on its
    /// line: breaking inside the parentheses would leave `…) {` at the deeper indent above a body
    /// at the call's (formatters flag the body), so the list is wrapped with `)` on its own line first.
    private static func opensTrailingClosure(after expression: SequenceExprSyntax, before lineEnd: Int) -> Bool {
        guard let call = expression.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
            call.trailingClosure != nil, let rightParen = call.rightParen
        else { return false }
        return rightParen.positionAfterSkippingLeadingTrivia.utf8Offset < lineEnd
            && !rightParen.leadingTrivia.contains(where: \.isNewline)
    }

    /// `{ body }` as `{` and the body one indent deeper on a line of its own, then `}`.
    private func wrapped(_ closure: ClosureExprSyntax, line: Overflow, edits: [TextEdit]) -> [TextEdit] {
        // After `in` when the closure names its parameters: `{ _ in` stays on the line.
        let opening = (closure.signature.map(Syntax.init) ?? Syntax(closure.leftBrace)).endPositionBeforeTrailingTrivia
        let close = closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        let text =
            file.lineEnding + line.indentation + file.indentUnit + closure.statements.trimmedDescription
            + file.lineEnding + line.indentation
        return Self.replacingOutput(opening.utf8Offset..<close, with: text, in: edits, input: file.bytes)
    }

    /// `flag ? a : b` as `flag`, then `? a` and `: b` on lines of their own one indent deeper; the
    /// later lines of `b` (a chain going on below) move in with it.
    private func wrapped(
        condition: ExprSyntax, _ ternary: UnresolvedTernaryExprSyntax, whenFalse: ExprSyntax, line: Overflow,
        edits: [TextEdit]
    ) -> [TextEdit] {
        let indentation = file.lineEnding + line.indentation + file.indentUnit
        // A chain going on below `b` sits one indent deeper than the branch.
        var lines = whenFalse.trimmedDescription.components(separatedBy: file.lineEnding)
        let later = lines.dropFirst().filter { !$0.allSatisfy(\.isWhitespace) }
        let deepest = line.indentation.count + 2 * file.indentUnit.count
        if let least = later.map({ $0.prefix(while: { $0 == " " || $0 == "\t" }).count }).min(), least < deepest {
            let shift = String(repeating: file.indentUnit.first ?? " ", count: deepest - least)
            lines = [lines[0]] + lines.dropFirst().map { $0.allSatisfy(\.isWhitespace) ? $0 : shift + $0 }
        }
        let falseText = lines.joined(separator: file.lineEnding)
        let text =
            indentation + "? " + ternary.thenExpression.trimmedDescription + indentation + ": " + falseText
        let range =
            condition.endPositionBeforeTrailingTrivia.utf8Offset..<whenFalse.endPositionBeforeTrailingTrivia.utf8Offset
        return Self.replacingOutput(range, with: text, in: edits, input: file.bytes)
    }

    /// Whether the chain `call` is part of is a statement of its own (a view in a builder), not a
    /// value assigned or passed on (`label.font = UIFontMetrics(…).scaledFont(…)`).
    private static func isStatementChain(_ call: FunctionCallExprSyntax) -> Bool {
        var outer = Syntax(call)
        while let parent = outer.parent,
            parent.is(MemberAccessExprSyntax.self)
                || parent.as(FunctionCallExprSyntax.self)?.calledExpression.id == outer.id
        {
            outer = parent
        }
        return outer.parent?.is(CodeBlockItemSyntax.self) == true
    }

    /// Whether nothing but a trailing closure follows `)` on its line: a call in the middle of an
    /// expression (`UIFont(…).map { … }`) is not wrapped, which would scatter the expression.
    private static func endsItsLine(_ rightParen: TokenSyntax) -> Bool {
        guard let next = rightParen.nextToken(viewMode: .sourceAccurate), next.tokenKind != .endOfFile,
            !next.leadingTrivia.contains(where: \.isNewline)
        else { return true }
        return next.tokenKind == .leftBrace && next.parent?.is(ClosureExprSyntax.self) == true
            && next.parent?.parent?.is(FunctionCallExprSyntax.self) == true
    }

    private func wrapped(
        _ call: FunctionCallExprSyntax, style: ArgumentWrapStyle, line: Overflow, output: [UInt8], edits: [TextEdit]
    ) -> [TextEdit] {
        let open = call.leftParen!.endPositionBeforeTrailingTrivia.utf8Offset
        let close = call.rightParen!.positionAfterSkippingLeadingTrivia.utf8Offset
        let arguments = call.arguments.map(\.trimmedDescription)
        let newline = file.lineEnding
        let lineIndentation = line.indentation
        let text: String
        switch style {
        case .hanging:
            let inner = newline + lineIndentation + file.indentUnit
            text = arguments.map { inner + $0 }.joined() + newline + lineIndentation
        case .aligned:
            // Under the first argument: the line up to it, with every character but a tab blanked.
            let prefix = String(decoding: output[line.range.lowerBound..<open], as: UTF8.self)
            let alignment = String(prefix.map { $0 == "\t" ? "\t" : " " })
            text = arguments.joined(separator: newline + alignment)
        }
        return Self.replacingOutput(open..<close, with: text, in: edits, input: file.bytes)
    }

    private static func hasComment(_ token: TokenSyntax) -> Bool {
        token.leadingTrivia.contains(where: \.isComment) || token.trailingTrivia.contains(where: \.isComment)
    }

    // MARK: Edits and output coordinates

    /// By position; at one offset, insertions first, in their given order (as the applier does).
    static func sorted(_ edits: [TextEdit]) -> [TextEdit] {
        edits.enumerated().sorted { lhs, rhs in
            if lhs.element.range.lowerBound != rhs.element.range.lowerBound {
                return lhs.element.range.lowerBound < rhs.element.range.lowerBound
            }
            if lhs.element.isInsertion != rhs.element.isInsertion { return lhs.element.isInsertion }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    static func applying(_ edits: [TextEdit], to input: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(input.count + edits.reduce(0) { $0 + $1.replacement.utf8.count })
        var cursor = 0
        for edit in edits {
            output += input[cursor..<edit.range.lowerBound]
            output += edit.replacement.utf8
            cursor = edit.range.upperBound
        }
        output += input[cursor...]
        return output
    }

    /// Where each edit's replacement lies in the output.
    static func outputSpans(of edits: [TextEdit]) -> [Range<Int>] {
        var delta = 0
        return edits.map { edit in
            let start = edit.range.lowerBound + delta
            delta += edit.replacement.utf8.count - edit.range.count
            return start..<(start + edit.replacement.utf8.count)
        }
    }

    /// The edits whose output has `range` (output coordinates) replaced by `text`: edits touching
    /// the range merge with it into one edit; the others stay as they are.
    static func replacingOutput(
        _ range: Range<Int>, with text: String, in edits: [TextEdit], input: [UInt8]
    ) -> [TextEdit] {
        let spans = outputSpans(of: edits)
        let touching = edits.indices.filter {
            spans[$0].lowerBound <= range.upperBound && range.lowerBound <= spans[$0].upperBound
        }
        let kept = edits.indices.filter { !touching.contains($0) }
        // An output offset outside every edit maps back by the edits before it; one inside a
        // touching edit is bounded by that edit instead.
        func inputOffset(_ offset: Int) -> Int? {
            guard !touching.contains(where: { spans[$0].lowerBound <= offset && offset <= spans[$0].upperBound }) else {
                return nil
            }
            let delta = edits.indices.filter { spans[$0].upperBound <= offset }.reduce(0) {
                $0 + edits[$1].replacement.utf8.count - edits[$1].range.count
            }
            return offset - delta
        }
        let start = ([inputOffset(range.lowerBound)].compactMap { $0 } + touching.map { edits[$0].range.lowerBound })
            .min()!
        let end = ([inputOffset(range.upperBound)].compactMap { $0 } + touching.map { edits[$0].range.upperBound })
            .max()!
        // The merged edit's new text: the input between `start` and `end` with the touching edits
        // applied, then `range` replaced.
        var merged: [UInt8] = []
        var cursor = start
        for index in touching {
            merged += input[cursor..<edits[index].range.lowerBound]
            merged += edits[index].replacement.utf8
            cursor = edits[index].range.upperBound
        }
        merged += input[cursor..<end]
        let outputStart =
            start
            + kept.filter { edits[$0].range.upperBound <= start }.reduce(0) {
                $0 + edits[$1].replacement.utf8.count - edits[$1].range.count
            }
        merged.replaceSubrange(
            (range.lowerBound - outputStart)..<(range.upperBound - outputStart), with: Array(text.utf8))
        let edit = TextEdit(range: start..<end, replacement: String(decoding: merged, as: UTF8.self))
        // A marker taken out of the insertion that held only it leaves nothing to do.
        return sorted(kept.map { edits[$0] } + (edit.isInsertion && edit.replacement.isEmpty ? [] : [edit]))
    }
}

/// How a file wraps an argument list that does not fit on one line.
enum ArgumentWrapStyle {
    /// `call(` then one argument per line, one indent deeper, and `)` on a line of its own.
    case hanging
    /// The first argument after `(`, the others lined up under it, `)` after the last.
    case aligned

    var other: ArgumentWrapStyle { self == .hanging ? .aligned : .hanging }

    /// The style most of the file's wrapped argument lists use; hanging when it has none.
    static func of(_ file: SourceFile) -> ArgumentWrapStyle {
        file.memoized("ArgumentWrapStyle") {
            var hanging = 0, aligned = 0
            for call in file.functionCalls where call.arguments.count >= 2 {
                guard call.arguments.dropFirst().contains(where: { $0.leadingTrivia.contains(where: \.isNewline) })
                else { continue }
                if call.arguments.first!.leadingTrivia.contains(where: \.isNewline) {
                    hanging += 1
                } else {
                    aligned += 1
                }
            }
            return aligned > hanging ? ArgumentWrapStyle.aligned : .hanging
        }
    }
}
