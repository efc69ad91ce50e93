import Foundation

/// One of the project's default string tables (`Localizable.xcstrings`, or `Localizable.strings`
/// in `en.lproj`/`Base.lproj`): the keys the app looks its English words up by. A new SwiftUI
/// label whose words the table already has is written with the table's key (`"action.delete"`),
/// so it is translated with the rest of the app (judged on real apps: an English literal in an
/// app that keys every string is sent back in review).
public struct StringCatalog: Sendable, Hashable {
    /// Key → English text, for plain strings only: no plural or device variations, no format
    /// specifiers (a label has no arguments to fill them with).
    public var texts: [String: String]
    /// A String Catalog (`.xcstrings`), which Xcode fills from the code's literals as it builds;
    /// else a `.strings` table, which only what the team adds to it fills.
    public var isCatalog = false
    /// The file, as the run names it; empty for a table made in code.
    public var path = ""
    /// The catalog's `sourceLanguage` (a `.strings` table's is its `.lproj` folder's).
    public var sourceLanguage = "en"
    /// Why the file could not be read as a table; then it holds no texts.
    public var failure: String?
    /// Why no entry can be added to a table that reads well (a catalog not in Xcode's layout).
    public var layoutProblem: String?

    public init(texts: [String: String], isCatalog: Bool = false) {
        self.texts = texts.filter { Self.isPlainText($0.value) }
        self.isCatalog = isCatalog
    }

    /// Whether a file at `path` is a default table a SwiftUI `LocalizedStringKey`,
    /// `NSLocalizedString(_:comment:)` or `String(localized:)` reads without a `tableName:`.
    public static func isDefaultTable(path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard let name = parts.last else { return false }
        if name == "Localizable.xcstrings" { return true }
        guard name == "Localizable.strings", parts.count >= 2 else { return false }
        return parts[parts.count - 2] == "en.lproj" || parts[parts.count - 2] == "Base.lproj"
    }

    /// Reads a table by its file's extension; throws a reason in words for a file that is not one.
    public init(path: String, bytes: [UInt8]) throws {
        if path.hasSuffix(".xcstrings") {
            try self.init(xcstrings: bytes)
        } else {
            try self.init(stringsFile: bytes)
        }
        self.path = path
    }

    /// A table at `path` that could not be read: no texts, and `failure` says why.
    public init(path: String, failure: String) {
        self.init(texts: [:], isCatalog: path.hasSuffix(".xcstrings"))
        self.path = path
        self.failure = failure
    }

    /// Why no entry may be added to this table, in words; nil when one may.
    public var refusal: String? {
        let name = path.split(separator: "/").suffix(2).joined(separator: "/")
        if let failure { return "\(name) does not parse (\(failure))" }
        if let layoutProblem { return "no entry can be added to \(name) (\(layoutProblem))" }
        guard sourceLanguage == "en" || sourceLanguage.hasPrefix("en-") else {
            return "\(name)'s source language is \(sourceLanguage), not the English of the label phrases"
        }
        return nil
    }

    /// A String Catalog: JSON whose `strings` map keys to per-language units. A key without a
    /// unit in the source language is its own English text (Xcode writes natural-language keys
    /// that way). Keys marked `shouldTranslate: false` are not translated, so they are left out.
    public init(xcstrings bytes: [UInt8]) throws {
        var reader = XCStringsReader(bytes: bytes)
        self.init(catalog: try reader.read())
    }

    /// Reads a table as `init(path:bytes:)` does, and for a String Catalog also whether an entry
    /// can be added in Xcode's layout (`layoutProblem`), from one read of the catalog's JSON.
    public init(probingLayoutOf path: String, bytes: [UInt8]) throws {
        guard path.hasSuffix(".xcstrings") else {
            try self.init(path: path, bytes: bytes)
            return
        }
        var reader = XCStringsReader(bytes: bytes)
        let read = try reader.read()
        self.init(catalog: read)
        self.path = path
        let probe = TableEntry(table: path, key: "\u{1}a11yfix probe", value: "", comment: "")
        do { _ = try StringTableEditor.addingToCatalog([probe], bytes, read: read) } catch {
            layoutProblem = "\(error)"
        }
    }

    private init(catalog read: (language: String, entries: [XCStringsReader.Entry])) {
        let (language, entries) = read
        // The phrases a label is made of are English: a catalogue in another language says nothing.
        guard language == "en" || language.hasPrefix("en-") else {
            self.init(texts: [:], isCatalog: true)
            sourceLanguage = language
            return
        }
        var texts: [String: String] = [:]
        for entry in entries where entry.shouldTranslate {
            if entry.hasLocalization {
                if let text = entry.sourceText { texts[entry.key] = text }
            } else {
                texts[entry.key] = entry.key
            }
        }
        self.init(texts: texts, isCatalog: true)
    }

    /// Adds the keys only the translations hold (`"Dismiss" = "Annulla";` in `it.lproj`), where the
    /// source table is sparse and lists only the English that differs from its key: such a key
    /// shows itself in English, so it is English text and a label with its words is that key. Only
    /// keys that read as words count (`"Select an Action"`, `"Dismiss"`); a name (`menu.send`,
    /// `closeButton`) missing from the source table says nothing about its English.
    public mutating func addKeysOnlyTranslated(_ keys: some Sequence<String>) {
        for key in keys where texts[key] == nil && Self.readsAsWords(key) && Self.isPlainText(key) {
            texts[key] = key
        }
    }

    /// `"Dismiss"`, `"Select an Action"`, `"OK"`: words, not a name (`dismiss`, `menu.send`, `doneButton`).
    static func readsAsWords(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(first),
            !key.contains("_"), !key.contains(where: { $0 == "." && key.last != "." })
        else { return false }
        if key.contains(" ") { return true }
        // One word: capitalized (`Dismiss`) or all capitals (`OK`), never camel case (`DoneButton`).
        let rest = key.dropFirst()
        return rest.allSatisfy(\.isLowercase) || key.allSatisfy(\.isUppercase)
    }

    /// A `.strings` file: an old-style property list of key = value pairs (UTF-8 or UTF-16).
    public init(stringsFile bytes: [UInt8]) throws {
        guard let list = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
            let pairs = list as? [String: String]
        else {
            throw StringCatalogError(reason: "not a strings file (expected \"key\" = \"value\"; pairs)")
        }
        self.init(texts: pairs)
    }

    private static func isPlainText(_ text: String) -> Bool {
        !text.isEmpty && !text.contains("%") && !text.contains("\n")
    }
}

public struct StringCatalogError: Error, Sendable, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }
}
