import SwiftSyntax

/// `// a11yfix:disable-next-line [id …]`, `// a11yfix:disable [id …]` … `// a11yfix:enable [id …]`
/// and `// a11yfix:disable-file [id …]` (before the first line of code). Without ids a directive
/// covers every transform. Ids may be separated by spaces or commas.
public struct SuppressionDirectives: Sendable {
    enum Kind: Equatable {
        case disableFile, disableNextLine, disable, enable
    }

    struct Directive {
        var kind: Kind
        var line: Int
        /// Nil: every transform.
        var ids: Set<String>?
    }

    private var directives: [Directive] = []

    public static let none = SuppressionDirectives()

    private init() {}

    public init(file: SourceFile) {
        guard file.containsText("a11yfix:") else { return }
        let firstCodeOffset =
            file.tree.firstToken(viewMode: .sourceAccurate).map { $0.positionAfterSkippingLeadingTrivia.utf8Offset }
            ?? 0
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for (pieces, isLeading) in [(token.leadingTrivia, true), (token.trailingTrivia, false)] {
                if !isLeading { offset = token.endPositionBeforeTrailingTrivia.utf8Offset }
                for piece in pieces {
                    defer { offset += piece.sourceLength.utf8Length }
                    guard let directive = Self.directive(in: piece, line: file.location(of: offset).line) else {
                        continue
                    }
                    if directive.kind == .disableFile && offset > firstCodeOffset { continue }  // only at the top
                    directives.append(directive)
                }
            }
        }
    }

    static func directive(in piece: TriviaPiece, line: Int) -> Directive? {
        let body: Substring
        switch piece {
        case let .lineComment(text): body = text.dropFirst(2)
        case let .blockComment(text): body = text.dropFirst(2).dropLast(2)
        default: return nil
        }
        let trimmed = body.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("a11yfix:") else { return nil }
        let words = trimmed.dropFirst("a11yfix:".count).split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
            .map(String.init)
        guard let command = words.first else { return nil }
        let kind: Kind
        switch command {
        case "disable-file": kind = .disableFile
        case "disable-next-line": kind = .disableNextLine
        case "disable": kind = .disable
        case "enable": kind = .enable
        default: return nil
        }
        let ids = Array(words.dropFirst())
        return Directive(kind: kind, line: line, ids: ids.isEmpty ? nil : Set(ids))
    }

    public var isEmpty: Bool { directives.isEmpty }

    /// Ids the directives name that no transform has (a typo such as `motoin-gate`): such a
    /// directive silently suppresses nothing, so the run warns. In source order.
    public func unknownIDs(known: Set<String> = TransformRegistry.ids) -> [UnknownSuppressionID] {
        directives.flatMap { directive in
            (directive.ids ?? []).subtracting(known).sorted().map { UnknownSuppressionID(line: directive.line, id: $0) }
        }
    }

    /// Whether `transformID` is switched off on `line`.
    public func suppresses(_ transformID: String, onLine line: Int) -> Bool {
        var all = false
        var ids: Set<String> = []
        var reenabled: Set<String> = []
        for directive in directives {
            switch directive.kind {
            case .disableFile:
                if directive.ids?.contains(transformID) ?? true { return true }
            case .disableNextLine:
                if directive.line + 1 == line, directive.ids?.contains(transformID) ?? true { return true }
            case .disable where directive.line <= line:
                if let list = directive.ids {
                    ids.formUnion(list)
                    reenabled.subtract(list)
                } else {
                    all = true
                    reenabled = []
                }
            case .enable where directive.line <= line:
                if let list = directive.ids {
                    ids.subtract(list)
                    if all { reenabled.formUnion(list) }
                } else {
                    all = false
                    ids = []
                    reenabled = []
                }
            default:
                break
            }
        }
        return (all && !reenabled.contains(transformID)) || ids.contains(transformID)
    }
}

/// A transform id in a suppression comment that names no transform, and the comment's line.
public struct UnknownSuppressionID: Hashable, Sendable {
    public var line: Int
    public var id: String

    public init(line: Int, id: String) {
        self.line = line
        self.id = id
    }

    /// `warning: path:line: …`, the way the CLI prints it.
    public func message(path: String) -> String {
        "\(path):\(line): unknown transform '\(id)' in an a11yfix suppression comment; it suppresses nothing "
            + "(`a11yfix list` shows the ids)"
    }
}

extension SourceFile {
    /// Whether a line starting at `offset` can take a `// a11yfix:disable-next-line` comment above
    /// it: not when the offset is inside a multi-line string literal, where the comment would
    /// become part of the text.
    public func acceptsSuppressionComment(atLineStart offset: Int) -> Bool {
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return true }
        var node: Syntax? = Syntax(token)
        while let current = node {
            if let literal = current.as(StringLiteralExprSyntax.self),
                literal.openingQuote.tokenKind == .multilineStringQuote,
                offset >= literal.openingQuote.endPositionBeforeTrailingTrivia.utf8Offset,
                offset <= literal.closingQuote.positionAfterSkippingLeadingTrivia.utf8Offset
            {
                return false
            }
            node = current.parent
        }
        return true
    }
}
