import A11yFixSyntax
import SwiftParser
import SwiftSyntax

/// One parsed input: the exact bytes, their syntax tree and the layout facts an edit needs to
/// blend in (line ending, indentation unit). Transforms read it; nothing mutates it.
public final class SourceFile {
    public let path: String
    public let bytes: [UInt8]
    public let tree: SourceFileSyntax
    /// The file's own line ending: the first one found, or "\n" when the file has none.
    public private(set) lazy var lineEnding: String = Self.detectLineEnding(bytes)
    /// One level of indentation as the file writes it: a tab or N spaces.
    public private(set) lazy var indentUnit: String = IndentationInference.unit(of: bytes, lineStarts: lineStarts)
    /// Every function call in the file, in source order: most transforms start from calls, and
    /// one shared walk is cheaper than one per transform.
    public var functionCalls: [FunctionCallExprSyntax] { index.calls }

    /// Every variable declaration in the file, in source order.
    public var variableDecls: [VariableDeclSyntax] { index.variables }

    /// Every `a = b` sequence in the file (as the parser leaves it, unfolded), in source order.
    public var assignments: [SequenceExprSyntax] { index.assignments }

    /// Every type declaration and extension in the file, at any depth, outer before inner.
    public var declGroups: [DeclGroupSyntax] { index.groups }

    /// The platforms the project compiles this file for, when it says (set by the engine from
    /// the file's targets): what `PlatformResolver` decides from before falling back to imports.
    public internal(set) var projectPlatforms: Set<ApplePlatform>?

    public private(set) lazy var importedModules: Set<String> = Self.importedModules(of: tree)
    public private(set) lazy var unconditionalImports: Set<String> = Self.unconditionalImports(of: tree)

    /// Whether the file has any `#if`: without one, no node sits in a conditional branch and the
    /// ancestor walks that look for `#if os(…)` can be skipped.
    public private(set) lazy var hasConditionalCompilation: Bool = containsText("#if")
    /// Whether the file mentions `#available`, `#unavailable` or `@available` anywhere: without
    /// it, no place in the file is guaranteed more than the deployment target.
    public private(set) lazy var mentionsAvailability: Bool = containsText("available")

    /// The nodes transforms start from, collected in one walk the first time any is asked for.
    private lazy var index: NodeIndex = {
        let collector = NodeIndex(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector
    }()

    private final class NodeIndex: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        var variables: [VariableDeclSyntax] = []
        var assignments: [SequenceExprSyntax] = []
        var groups: [DeclGroupSyntax] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { group(node) }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { group(node) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { group(node) }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { group(node) }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { group(node) }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { group(node) }

        private func group(_ node: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
            groups.append(node)
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            calls.append(node)
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            variables.append(node)
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            if node.elements.contains(where: { $0.is(AssignmentExprSyntax.self) }) { assignments.append(node) }
            return .visitChildren
        }
    }

    /// Results several transforms derive from the same file, computed by the first that asks.
    /// A file is processed by one thread at a time, so no lock.
    private var memos: [String: Any] = [:]

    public func memoized<Value>(_ key: String, _ make: () -> Value) -> Value {
        // Looked up before the cast: a missing entry cast to an Optional `Value` would read as a stored nil.
        if let stored = memos[key], let value = stored as? Value { return value }
        let value = make()
        memos[key] = value
        return value
    }

    /// Every node of a kind under a node of this file, in source order, found by one walk per node
    /// and kind: a transform asks about the same type or body for each of its candidates.
    public func descendants<Node: SyntaxProtocol>(_ type: Node.Type, of root: some SyntaxProtocol) -> [Node] {
        let root = Syntax(root)
        // Only this file's nodes are kept: another tree's identifiers could be reused once it is freed.
        guard root.root.id == Syntax(tree).id else { return Self.descendants(type, of: root) }
        let key = DescendantsKey(kind: ObjectIdentifier(type), root: root.id)
        if let known = descendantsFound[key], let nodes = known as? [Node] { return nodes }
        let found = Self.descendants(type, of: root)
        descendantsFound[key] = found
        return found
    }

    /// Every node of `type` under `root` (and `root` itself), in source order.
    public static func descendants<Node: SyntaxProtocol>(_ type: Node.Type, of root: some SyntaxProtocol) -> [Node] {
        // A visitor's walk: its own loop over a node's layout costs a tenth of stepping through
        // `children(viewMode:)` and reversing them onto a stack (callgrind, debug build).
        let collector = DescendantCollector<Node>(viewMode: .sourceAccurate)
        collector.walk(root)
        return collector.found
    }

    /// Every node of one kind, in the order a walk meets them (the root first).
    private final class DescendantCollector<Node: SyntaxProtocol>: SyntaxAnyVisitor {
        var found: [Node] = []

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            if let match = node.as(Node.self) { found.append(match) }
            return .visitChildren
        }
    }

    private struct DescendantsKey: Hashable {
        let kind: ObjectIdentifier
        let root: SyntaxIdentifier
    }

    private var descendantsFound: [DescendantsKey: Any] = [:]

    /// Line starts, for locations.
    public let locator: TextLocator
    private var lineStarts: [Int] { locator.lineStarts }

    /// The tree plus how far the parser looked ahead for each node: what lets the text after a
    /// pass's edits be re-parsed incrementally, reusing every subtree the edits did not touch.
    let parseResult: IncrementalParseResult

    public convenience init(path: String, bytes: [UInt8]) {
        self.init(path: path, bytes: bytes, transition: nil)
    }

    /// The file from a parse made earlier in the run (the index pass's): the same tree a parse
    /// of `parsed.bytes` gives, without parsing again.
    public init(path: String, parsed: ParsedSource) {
        self.path = path
        self.bytes = parsed.bytes
        self.parseResult = parsed.parseResult
        self.tree = parsed.parseResult.tree
        self.locator = TextLocator(bytes: parsed.bytes)
    }

    /// `bytes` is `previous` with `edits` applied (non-overlapping, in `previous`'s coordinates).
    /// Re-parses only around the edits: the verifying parse of a fixed file costs a fraction of a
    /// full one. The tree is the one a full parse gives (`IncrementalReparseTests` compares them
    /// for every example input). Only the edited ranges and lengths matter; the text comes from `bytes`.
    public convenience init(path: String, bytes: [UInt8], editing previous: SourceFile, with edits: [TextEdit]) {
        guard let concurrent = Self.concurrentEdits(edits) else {
            self.init(path: path, bytes: bytes)
            return
        }
        self.init(
            path: path, bytes: bytes,
            transition: IncrementalParseTransition(
                previousIncrementalParseResult: previous.parseResult, edits: concurrent))
    }

    private init(path: String, bytes: [UInt8], transition: IncrementalParseTransition?) {
        self.path = path
        self.bytes = bytes
        self.parseResult = bytes.withUnsafeBufferPointer {
            SwiftParsing.parseIncrementally($0, transition: transition)
        }
        self.tree = parseResult.tree
        self.locator = TextLocator(bytes: bytes)
    }

    /// The parser wants edits that neither overlap nor touch: adjacent ones are merged.
    private static func concurrentEdits(_ edits: [TextEdit]) -> ConcurrentEdits? {
        var merged: [(range: Range<Int>, replacement: [UInt8])] = []
        for edit in edits.sorted(by: {
            ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
        }) {
            if let last = merged.last, edit.range.lowerBound <= last.range.upperBound {
                guard edit.range.lowerBound == last.range.upperBound else { return nil }  // overlap: not expected
                merged[merged.count - 1] = (
                    last.range.lowerBound..<edit.range.upperBound, last.replacement + Array(edit.replacement.utf8)
                )
            } else {
                merged.append((edit.range, Array(edit.replacement.utf8)))
            }
        }
        let sourceEdits = merged.map {
            SourceEdit(
                range: AbsolutePosition(
                    utf8Offset: $0.range.lowerBound)..<AbsolutePosition(utf8Offset: $0.range.upperBound),
                replacement: $0.replacement)
        }
        return try? ConcurrentEdits(concurrent: sourceEdits)
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether the file's bytes contain `needle` anywhere (comments and strings included): a cheap
    /// pre-check before a transform walks the tree. Byte search: `String.contains` on Linux goes
    /// through Foundation and is two orders of magnitude slower.
    /// Whether any of `needles` occurs: a transform's "nothing here for me" test, which also
    /// spares a file without candidates the walk that indexes its calls.
    public func containsAny(_ needles: String...) -> Bool {
        needles.contains { containsText($0) }
    }

    public func containsText(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { pattern in
            guard !pattern.isEmpty else { return true }
            return bytes.withUnsafeBytes { ByteSearch.contains($0, pattern) }
        }
    }

    /// Every identifier token spelled `name` or `$name`, in source order: found by searching the
    /// bytes for the name and asking the tree for the token there, so a file's few questions cost
    /// a byte search each instead of a walk over all its tokens.
    public func identifierTokens(named name: String) -> [TokenSyntax] {
        var name = name
        let offsets = name.withUTF8 { pattern in bytes.withUnsafeBytes { ByteSearch.offsets(of: pattern, in: $0) } }
        let length = name.utf8.count
        var tokens: [TokenSyntax] = []
        for offset in offsets {
            // A name starts a token only after a byte no identifier continues with; `$` starts one too.
            let start = offset > 0 && bytes[offset - 1] == UInt8(ascii: "$") ? offset - 1 : offset
            if start > 0, Self.continuesIdentifier(bytes[start - 1]) { continue }
            if offset + length < bytes.count, Self.continuesIdentifier(bytes[offset + length]) { continue }
            guard let token = tree.token(at: AbsolutePosition(utf8Offset: start)),
                token.positionAfterSkippingLeadingTrivia.utf8Offset == start,
                case let .identifier(text) = token.tokenKind, text == name || text == "$" + name
            else { continue }
            tokens.append(token)
        }
        return tokens
    }

    private static func continuesIdentifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: byte >= 0x80  // a non-ASCII letter
        }
    }

    // MARK: Locations

    public struct Location: Hashable, Sendable, Comparable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        public static func < (lhs: Location, rhs: Location) -> Bool {
            (lhs.line, lhs.column) < (rhs.line, rhs.column)
        }
    }

    /// 1-based line and UTF-8 column of a byte offset.
    public func location(of offset: Int) -> Location { locator.location(of: offset) }

    public func location(of node: some SyntaxProtocol) -> Location {
        location(of: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    private func lineIndex(containing offset: Int) -> Int { locator.lineIndex(containing: offset) }

    // MARK: Layout

    /// The spaces and tabs that start the line containing `offset`.
    public func indentation(ofLineContaining offset: Int) -> String {
        var index = lineStarts[lineIndex(containing: offset)]
        var result = ""
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            result.append(Character(UnicodeScalar(bytes[index])))
            index += 1
        }
        return result
    }

    /// The first non-blank byte of the line containing `offset`.
    public func firstNonBlankByte(ofLineContaining offset: Int) -> UInt8? {
        var index = lineStarts[lineIndex(containing: offset)]
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return nil }
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { return byte }
            index += 1
        }
        return nil
    }

    private static func detectLineEnding(_ bytes: [UInt8]) -> String {
        guard let newline = bytes.firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else {
            return "\n"
        }
        if bytes[newline] == UInt8(ascii: "\n") { return "\n" }
        return newline + 1 < bytes.count && bytes[newline + 1] == UInt8(ascii: "\n") ? "\r\n" : "\r"
    }
}

/// Infers the file's indentation unit from the indentation steps between consecutive lines,
/// the way an editor's "detect indentation" does: tabs when most indented lines start with a
/// tab, otherwise the most common increase in leading spaces (4 when nothing is indented).
enum IndentationInference {
    static func unit(of bytes: [UInt8], lineStarts: [Int]) -> String {
        var tabLines = 0, spaceLines = 0
        var stepCounts: [Int: Int] = [:]
        var previousWidth = 0
        for start in lineStarts {
            var index = start, width = 0
            var firstByte: UInt8?
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                if firstByte == nil { firstByte = bytes[index] }
                width += 1
                index += 1
            }
            // Blank lines say nothing about indentation.
            if index >= bytes.count || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
                continue
            }
            if firstByte == UInt8(ascii: "\t") {
                tabLines += 1
            } else if firstByte == UInt8(ascii: " ") {
                spaceLines += 1
                // A lone space before `*` continues a doc comment; it is not an indent step.
                if width > previousWidth, bytes[index] != UInt8(ascii: "*") {
                    stepCounts[width - previousWidth, default: 0] += 1
                }
            }
            previousWidth = firstByte == UInt8(ascii: "\t") ? 0 : width
        }
        if tabLines > spaceLines { return "\t" }
        let step = stepCounts.max { lhs, rhs in lhs.value != rhs.value ? lhs.value < rhs.value : lhs.key > rhs.key }?
            .key
        return String(repeating: " ", count: step ?? 4)
    }
}

/// Lines and columns of byte offsets in a text: 1-based lines, UTF-8 or Unicode-scalar columns.
/// Line breaks are LF, CRLF or a lone CR.
public struct TextLocator: Sendable {
    public let bytes: [UInt8]
    public let lineStarts: [Int]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32)
        // Every file is located once per pass. Without a carriage return, each line break is a
        // `\n` that memchr finds; otherwise a raw buffer spares the per-byte bounds checks.
        let onlyLineFeeds = bytes.withUnsafeBytes { raw in
            var carriageReturn = false
            ByteSearch.forEachOffset(of: UInt8(ascii: "\r"), in: raw) { _ in carriageReturn = true }
            guard !carriageReturn else { return false }
            ByteSearch.forEachOffset(of: UInt8(ascii: "\n"), in: raw) { starts.append($0 + 1) }
            return true
        }
        if onlyLineFeeds {
            lineStarts = starts
            return
        }
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            while index < count {
                let byte = buffer[index]
                index += 1
                if byte == UInt8(ascii: "\n") {
                    starts.append(index)
                } else if byte == UInt8(ascii: "\r") {
                    if index < count, buffer[index] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index)
                }
            }
        }
        lineStarts = starts
    }

    func lineIndex(containing offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    public func location(of offset: Int) -> SourceFile.Location {
        let line = lineIndex(containing: offset)
        return SourceFile.Location(line: line + 1, column: offset - lineStarts[line] + 1)
    }

    /// 1-based column counted in Unicode scalars (SARIF's `unicodeCodePoints`).
    public func scalarColumn(of offset: Int) -> Int {
        let start = lineStarts[lineIndex(containing: offset)]
        return String(decoding: bytes[start..<min(offset, bytes.count)], as: UTF8.self).unicodeScalars.count + 1
    }
}
