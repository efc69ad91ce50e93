/// Words looked up through a project function given a case of its keys' enum
/// (`rmbLocalized(.removeReminderButton)`, `Strings.localized(.done)`): each function and the
/// cases the code hands it, as `function|case`. Such a function usually does more than Foundation's
/// lookup (an in-app language setting, its own bundle), so a new label in such a project reuses a
/// case whose table entry holds its words, and one handed to the function already, so it compiles
/// (judged on real apps: `NSLocalizedString` with a new key beside a wrapper's translated "Remove"
/// was sent back). Token-level, as the project index reads files.
struct CaseKeyedLookups {
    private let bytes: [UInt8]
    private let tokens: [SwiftTokenScanner.Token]

    init(bytes: [UInt8], tokens: [SwiftTokenScanner.Token]) {
        self.bytes = bytes
        self.tokens = tokens
    }

    /// `function|case` for each call `function(.case)` or `function(.case, …)` of a function named
    /// for looking words up; `Type.function` for a static one.
    func lookups() -> Set<String> {
        var found: Set<String> = []
        var index = 0
        while index + 4 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .name, isPunctuation(index + 1, "("), isPunctuation(index + 2, "."),
                tokens[index + 3].kind == .name, isPunctuation(index + 4, ")") || isPunctuation(index + 4, ",")
            else { continue }
            let name = text(tokens[index])
            guard Self.isLookupFunction(name) else { continue }
            var callee = name
            if index > 0, isPunctuation(index - 1, ".") {
                // `Strings.localized(.done)`: a type's static function; a member of a value is no wrapper.
                guard index > 1, tokens[index - 2].kind == .name, case let owner = text(tokens[index - 2]),
                    owner.first?.isUppercase == true
                else { continue }
                callee = owner + "." + name
            } else if index > 0, text(tokens[index - 1]) == "func" {
                continue
            }
            found.insert(callee + "|" + text(tokens[index + 3]))
        }
        return found
    }

    /// How many lookups hand a key as a string literal: `NSLocalizedString("key", …)`,
    /// `localized("key")`, `L.tr("key")`, `"key".localized`. A file with more of these than
    /// case-keyed ones looks its words up by literal keys.
    func literalKeyedCount() -> Int {
        var count = 0
        for index in tokens.indices {
            switch tokens[index].kind {
            case .name where isPunctuation(index + 1, "(") && index + 2 < tokens.count:
                let name = text(tokens[index])
                if tokens[index + 2].kind == .string, name == "NSLocalizedString" || Self.isLookupFunction(name) {
                    count += 1
                }
            case .string where isPunctuation(index + 1, ".") && index + 2 < tokens.count:
                if tokens[index + 2].kind == .name, Self.isLookupFunction(text(tokens[index + 2])) { count += 1 }
            default:
                break
            }
        }
        return count
    }

    /// A function named for translating: `rmbLocalized`, `localized`, `tr`, `translate`.
    static func isLookupFunction(_ name: String) -> Bool {
        StringLookup.isLookupName(name) || name.lowercased().contains("localiz")
    }

    private func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        index < tokens.count && tokens[index].kind == .punctuation(UInt8(ascii: character))
    }

    private func text(_ token: SwiftTokenScanner.Token) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }
}
