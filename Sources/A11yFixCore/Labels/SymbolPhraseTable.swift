import A11yFixSyntax

/// Maps SF Symbol names to the phrase VoiceOver should speak for them.
///
/// The data lives in `Sources/A11yFixCore/Resources/sf-symbol-phrases.tsv` (reviewed like data)
/// and is compiled into the binary at build time.
public struct SymbolPhraseTable: Sendable {
    public private(set) var phrases: [String: String]
    /// The entries the project gave (`.a11yfix.yml` `symbols:`): its own words for its icons.
    public private(set) var projectPhrases: [String: String] = [:]
    /// Symbols real apps use for several different actions (`checkmark`: done, add, save, select):
    /// their usual meaning is a guess, so a control showing one is reported, not labelled.
    public private(set) var ambiguousSymbols: Set<String> = []
    /// Symbols whose phrase VoiceOver already speaks, translated (`plus`: "Add"); exact names only.
    public private(set) var systemReadSymbols: Set<String> = []

    public init(phrases: [String: String], ambiguousSymbols: Set<String> = [], systemReadSymbols: Set<String> = []) {
        self.phrases = phrases
        self.ambiguousSymbols = ambiguousSymbols
        self.systemReadSymbols = systemReadSymbols
    }

    /// What VoiceOver already says for `symbol` by itself, when the table records it.
    public func systemReading(of symbol: String) -> String? {
        systemReadSymbols.contains(symbol) ? phrases[symbol] : nil
    }

    /// Whether the system's reading of `symbol` says what `phrase` does, in other words: "Close"
    /// for "Dismiss", "Delete" for "Clear cache". An action it does not say ("Remove attachment"
    /// under an `xmark`) would be misread, so only these words yield to the reading.
    public func readingCovers(_ phrase: String, symbol: String) -> Bool {
        guard let reading = systemReading(of: symbol)?.lowercased() else { return false }
        let kin = Self.readingKin[reading, default: []].union([reading])
        return ReadableName.words(of: phrase).contains { kin.contains($0.lowercased()) }
    }

    /// Words that do what a system reading says.
    static let readingKin: [String: Set<String>] = [
        "close": ["close", "dismiss", "cancel", "done"],
        "delete": ["delete", "remove", "clear", "erase", "discard", "trash"],
        "more": ["more", "options", "actions"],
        "add": ["add", "new", "create", "increase"],
    ]

    public static let resourcePath = "Sources/A11yFixCore/Resources/sf-symbol-phrases.tsv"

    /// The table's source text as compiled into the binary (tab-separated, with its comments).
    public static var standardSource: String? { EmbeddedResources.files[resourcePath] }

    /// The table compiled into the binary.
    public static let standard: SymbolPhraseTable = {
        guard let text = EmbeddedResources.files[resourcePath] else { return SymbolPhraseTable(phrases: [:]) }
        // A malformed built-in table is a build defect that tests catch; use what parses.
        return (try? parse(text)) ?? SymbolPhraseTable(phrases: [:])
    }()

    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var line: Int
        public var reason: String

        public init(line: Int, reason: String) {
            self.line = line
            self.reason = reason
        }

        public var description: String { "line \(line): \(reason)" }
    }

    /// Parses `symbol<TAB>phrase` lines, optionally followed by `<TAB>ambiguous`; `#` starts a
    /// comment line; blank lines are ignored.
    public static func parse(_ text: String) throws -> SymbolPhraseTable {
        var phrases: [String: String] = [:]
        var ambiguous: Set<String> = []
        var systemRead: Set<String> = []
        // Split on bytes: every run of every tool loads this table, and splitting a String by
        // Characters (grapheme clusters) cost more than the rest of a small file's processing.
        for (index, rawLine) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated()
        {
            let line = rawLine.last == UInt8(ascii: "\r") ? rawLine.dropLast() : rawLine[...]
            if line.isEmpty || line.first == UInt8(ascii: "#") { continue }
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            let flag = fields.count == 3 ? String(decoding: fields[2], as: UTF8.self) : nil
            guard fields.count == 2 || flag == "ambiguous" || flag == "system-reads" else {
                throw ParseError(
                    line: index + 1,
                    reason: "expected symbol<TAB>phrase, optionally <TAB>ambiguous or <TAB>system-reads")
            }
            let symbol = String(decoding: fields[0], as: UTF8.self), phrase = String(decoding: fields[1], as: UTF8.self)
            guard !symbol.isEmpty, fields[1].contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") })
            else {
                throw ParseError(line: index + 1, reason: "empty symbol or phrase")
            }
            guard phrases[symbol] == nil else {
                throw ParseError(line: index + 1, reason: "duplicate symbol \(symbol)")
            }
            phrases[symbol] = phrase
            if flag == "ambiguous" { ambiguous.insert(symbol) }
            if flag == "system-reads" { systemRead.insert(symbol) }
        }
        return SymbolPhraseTable(phrases: phrases, ambiguousSymbols: ambiguous, systemReadSymbols: systemRead)
    }

    /// Entries from `overrides` replace or extend the table (app-specific icons).
    public func merging(_ overrides: [String: String]) -> SymbolPhraseTable {
        // The project's word for a symbol settles what it means there.
        var merged = SymbolPhraseTable(
            phrases: phrases.merging(overrides) { _, new in new },
            ambiguousSymbols: ambiguousSymbols.subtracting(overrides.keys),
            systemReadSymbols: systemReadSymbols.subtracting(overrides.keys))
        merged.projectPhrases = projectPhrases.merging(overrides) { _, new in new }
        return merged
    }

    /// The project's own phrase for `symbol` or asset, with the same variant fallback.
    public func projectPhrase(for symbol: String) -> String? {
        for candidate in Self.variantChain(of: symbol) {
            if let phrase = projectPhrases[candidate] { return phrase }
        }
        return nil
    }

    /// What a control showing `symbol` does: an exact entry first, then the entry for each
    /// shorter form with variant suffixes removed (`trash.circle.fill` → `trash.circle` → `trash`).
    /// Nil for an ambiguous symbol: the first entry found decides.
    public func phrase(for symbol: String) -> String? {
        for candidate in Self.variantChain(of: symbol) {
            if let phrase = phrases[candidate] { return ambiguousSymbols.contains(candidate) ? nil : phrase }
        }
        return nil
    }

    /// The table's usual phrase for `symbol`, ambiguous or not: for code that confirms which meaning applies.
    public func usualPhrase(for symbol: String) -> String? {
        Self.variantChain(of: symbol).lazy.compactMap { phrases[$0] }.first
    }

    /// Whether `symbol` (or the shorter form that has an entry) stands for several actions.
    public func isAmbiguous(_ symbol: String) -> Bool {
        Self.variantChain(of: symbol).first { phrases[$0] != nil }.map(ambiguousSymbols.contains) ?? false
    }

    /// Suffix components that only change a symbol's look, never its meaning.
    static let variantSuffixes: Set<Substring> = ["fill", "circle", "square", "rectangle"]

    /// `symbol`, then each form with one more variant suffix removed. A `.badge.*` tail goes first.
    static func variantChain(of symbol: String) -> [String] {
        var chain = [symbol]
        var parts = symbol.split(separator: ".", omittingEmptySubsequences: false)
        if let badge = parts.dropFirst().firstIndex(of: "badge") {
            parts.removeSubrange(badge...)
            chain.append(parts.joined(separator: "."))
        }
        while parts.count > 1, let last = parts.last, variantSuffixes.contains(last) {
            parts.removeLast()
            chain.append(parts.joined(separator: "."))
        }
        return chain
    }

    /// The symbol with every variant suffix removed: `star.fill` and `star` share `star`.
    public static func baseName(of symbol: String) -> String {
        variantChain(of: symbol).last ?? symbol
    }
}
