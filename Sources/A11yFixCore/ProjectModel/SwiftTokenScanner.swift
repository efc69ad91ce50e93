/// A small Swift lexer for the project index: names, punctuation and brace structure, with
/// comments, string literals (interpolations included) and numbers skipped.
///
/// The index reads every file of a run before the fix pass; a full parse there would cost about
/// as much as the fix pass itself, while declarations, conformances and the names a body calls
/// are all visible at the token level. It never fails: text it does not understand is skipped.
struct SwiftTokenScanner {
    enum Kind: Equatable {
        /// An identifier or keyword (`struct`, `View`, `` `default` `` without its backticks).
        case name
        /// `#Preview`, `#if`: a pound keyword or macro, with its `#`.
        case poundName
        /// `@Environment`: an attribute, with its `@`.
        case attribute
        /// `->`
        case arrow
        /// One of `{ } ( ) [ ] < > : , . = ? !`.
        case punctuation(UInt8)
        /// A string literal, skipped whole.
        case string
    }

    struct Token {
        var kind: Kind
        var start: Int
        var end: Int
    }

    let bytes: [UInt8]

    init(bytes: [UInt8]) { self.bytes = bytes }

    func tokens() -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(bytes.count / 6)
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
                    index += 1
                }
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                index = skipBlockComment(from: index)
            case UInt8(ascii: "\""):
                let end = skipString(from: index, hashes: 0)
                tokens.append(Token(kind: .string, start: index, end: end))
                index = end
            case UInt8(ascii: "#"):
                // `#"raw"#`, or a pound keyword / macro such as `#Preview`.
                var hashes = 0
                var cursor = index
                while cursor < count, bytes[cursor] == UInt8(ascii: "#") {
                    hashes += 1
                    cursor += 1
                }
                if cursor < count, bytes[cursor] == UInt8(ascii: "\"") {
                    let end = skipString(from: cursor, hashes: hashes)
                    tokens.append(Token(kind: .string, start: index, end: end))
                    index = end
                } else if cursor < count, Self.isNameStart(bytes[cursor]) {
                    let end = nameEnd(from: cursor)
                    tokens.append(Token(kind: .poundName, start: index, end: end))
                    index = end
                } else {
                    index = cursor
                }
            case UInt8(ascii: "@"):
                let end = index + 1 < count && Self.isNameStart(bytes[index + 1]) ? nameEnd(from: index + 1) : index + 1
                tokens.append(Token(kind: .attribute, start: index, end: end))
                index = end
            case UInt8(ascii: "`"):
                var end = index + 1
                while end < count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
                tokens.append(Token(kind: .name, start: index + 1, end: end))
                index = min(end + 1, count)
            case UInt8(ascii: "-") where index + 1 < count && bytes[index + 1] == UInt8(ascii: ">"):
                tokens.append(Token(kind: .arrow, start: index, end: index + 2))
                index += 2
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
                UInt8(ascii: "]"),
                UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "."),
                UInt8(ascii: "="),
                UInt8(ascii: "?"), UInt8(ascii: "!"):
                tokens.append(Token(kind: .punctuation(byte), start: index, end: index + 1))
                index += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // Digits, `_`, letters (hex, exponents) and `.` between digits: a whole number.
                index += 1
                while index < count,
                    Self.isNameContinue(bytes[index])
                        || (bytes[index] == UInt8(ascii: ".") && index + 1 < count
                            && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index + 1]))
                {
                    index += 1
                }
            default:
                if Self.isNameStart(byte) {
                    let end = nameEnd(from: index)
                    tokens.append(Token(kind: .name, start: index, end: end))
                    index = end
                } else {
                    index += 1  // operators and anything else: not needed
                }
            }
        }
        return tokens
    }

    // MARK: Pieces

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isNameContinue(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private func nameEnd(from start: Int) -> Int {
        var end = start
        while end < bytes.count, Self.isNameContinue(bytes[end]) { end += 1 }
        return end
    }

    /// Block comments nest in Swift.
    private func skipBlockComment(from start: Int) -> Int {
        var depth = 0
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    /// From an opening quote to just past the closing one: single-line or `"""` multi-line, with
    /// `hashes` pound signs of a raw string, escapes and (nested) interpolations.
    private func skipString(from quote: Int, hashes: Int) -> Int {
        let count = bytes.count
        let multiline =
            quote + 2 < count && bytes[quote + 1] == UInt8(ascii: "\"") && bytes[quote + 2] == UInt8(ascii: "\"")
        var index = quote + (multiline ? 3 : 1)
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") && hasHashes(after: index, hashes) {
                let afterEscape = index + 1 + hashes
                if afterEscape < count, bytes[afterEscape] == UInt8(ascii: "(") {
                    index = skipInterpolation(from: afterEscape)
                } else {
                    index = afterEscape + 1
                }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let closes =
                    multiline
                    ? index + 2 < count && bytes[index + 1] == UInt8(ascii: "\"")
                        && bytes[index + 2] == UInt8(ascii: "\"")
                    : true
                let quoteLength = multiline ? 3 : 1
                if closes, hasHashes(after: index + quoteLength - 1, hashes) { return index + quoteLength + hashes }
            }
            // An unterminated single-line string ends at the line break.
            if !multiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return index }
            index += 1
        }
        return count
    }

    private func hasHashes(after index: Int, _ hashes: Int) -> Bool {
        guard hashes > 0 else { return true }
        guard index + hashes < bytes.count else { return false }
        for offset in 1...hashes where bytes[index + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    /// From `(` after a backslash to past its matching `)`, skipping strings inside.
    private func skipInterpolation(from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return index + 1 }
            case UInt8(ascii: "\""):
                index = skipString(from: index, hashes: 0)
                continue
            default: break
            }
            index += 1
        }
        return bytes.count
    }

    /// For each `(` and `{` of `tokens`, the index of the token that closes it; -1 for every other
    /// token and for a bracket left open.
    static func closingBrackets(of tokens: [Token]) -> [Int] {
        var closes = [Int](repeating: -1, count: tokens.count)
        var parens: [Int] = []
        var braces: [Int] = []
        for (at, token) in tokens.enumerated() {
            switch token.kind {
            case .punctuation(UInt8(ascii: "(")): parens.append(at)
            case .punctuation(UInt8(ascii: ")")): if let open = parens.popLast() { closes[open] = at }
            case .punctuation(UInt8(ascii: "{")): braces.append(at)
            case .punctuation(UInt8(ascii: "}")): if let open = braces.popLast() { closes[open] = at }
            default: break
            }
        }
        return closes
    }
}
