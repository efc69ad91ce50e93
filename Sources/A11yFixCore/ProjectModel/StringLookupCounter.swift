/// Counts the string lookups in Swift source, by how they are written (`StringLookup`): each
/// `NSLocalizedString(…)` and `String(localized: …)` call, with the bundle it names, and each
/// literal handed to a project wrapper named for looking words up (`"key".localized`,
/// `"key".loco()`, `L.tr("key")`). Token-level, as the project index reads files.
struct StringLookupCounter {
    private let bytes: [UInt8]
    private let tokens: [SwiftTokenScanner.Token]

    init(bytes: [UInt8], tokens: [SwiftTokenScanner.Token]? = nil) {
        self.bytes = bytes
        self.tokens = tokens ?? SwiftTokenScanner(bytes: bytes).tokens()
    }

    /// Every lookup in the source, counted by how it is written.
    func counts() -> [StringLookup: Int] {
        var counts: [StringLookup: Int] = [:]
        var index = 0
        while index < tokens.count {
            if let lookup = lookup(at: index) { counts[lookup, default: 0] += 1 }
            index += 1
        }
        return counts
    }

    private func lookup(at index: Int) -> StringLookup? {
        let token = tokens[index]
        switch token.kind {
        case .name:
            // A declaration (`func NSLocalizedString`) or a member (`x.NSLocalizedString`) is no call.
            if index > 0, tokens[index - 1].kind == .punctuation(UInt8(ascii: ".")) || isText(tokens[index - 1], "func")
            {
                return nil
            }
            if isText(token, "NSLocalizedString"), isPunctuation(index + 1, "(") {
                return StringLookup(kind: .nsLocalizedString, bundle: bundle(inCallOpenedAt: index + 1))
            }
            if isText(token, "String"), isPunctuation(index + 1, "("), index + 3 < tokens.count,
                isText(tokens[index + 2], "localized"), isPunctuation(index + 3, ":")
            {
                return StringLookup(kind: .stringLocalized, bundle: bundle(inCallOpenedAt: index + 1))
            }
            // `L.tr("key")`: a capitalized type's wrapper given one literal.
            guard token.end > token.start, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[token.start]),
                isPunctuation(index + 1, "."), index + 5 < tokens.count, tokens[index + 2].kind == .name,
                isPunctuation(index + 3, "("), tokens[index + 4].kind == .string, isPunctuation(index + 5, ")")
            else { return nil }
            let name = text(tokens[index + 2])
            return StringLookup.isLookupName(name)
                ? StringLookup(kind: .staticCall, name: text(token) + "." + name) : nil
        case .string:
            // `"key".localized`, `"key".loco()`
            guard isPunctuation(index + 1, "."), index + 2 < tokens.count, tokens[index + 2].kind == .name else {
                return nil
            }
            let name = text(tokens[index + 2])
            guard StringLookup.isLookupName(name) else { return nil }
            if isPunctuation(index + 3, "(") {
                return isPunctuation(index + 4, ")") ? StringLookup(kind: .keyMethod, name: name) : nil
            }
            return StringLookup(kind: .keyProperty, name: name)
        default:
            return nil
        }
    }

    /// The `bundle:` argument of the call whose `(` is at `open`, as written; nil without one.
    private func bundle(inCallOpenedAt open: Int) -> String? {
        var depth = 0
        var index = open
        while index < tokens.count {
            switch tokens[index].kind {
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "{")):
                depth += 1
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: "}")):
                depth -= 1
                if depth == 0 { return nil }
            case .name where depth == 1 && isText(tokens[index], "bundle") && isPunctuation(index + 1, ":"):
                // The main bundle is where a lookup without one looks.
                let written = argument(from: index + 2)
                return written == ".main" || written == "Bundle.main" ? nil : written
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The argument text from the token at `start` to the `,` or `)` that ends it.
    private func argument(from start: Int) -> String? {
        var depth = 0
        var index = start
        while index < tokens.count {
            switch tokens[index].kind {
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "{")):
                depth += 1
            case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: "}")),
                .punctuation(UInt8(ascii: ",")):
                if depth == 0 {
                    guard index > start else { return nil }
                    let written = String(decoding: bytes[tokens[start].start..<tokens[index - 1].end], as: UTF8.self)
                    // One line as written; a bundle spread over lines is kept out.
                    return written.contains("\n") ? nil : written
                }
                if tokens[index].kind != .punctuation(UInt8(ascii: ",")) { depth -= 1 }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    private func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        index < tokens.count && tokens[index].kind == .punctuation(UInt8(ascii: character))
    }

    private func isText(_ token: SwiftTokenScanner.Token, _ literal: String) -> Bool {
        token.end - token.start == literal.utf8.count && bytes[token.start..<token.end].elementsEqual(literal.utf8)
    }

    private func text(_ token: SwiftTokenScanner.Token) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }
}
