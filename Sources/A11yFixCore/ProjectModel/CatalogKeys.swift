import Foundation

/// The keys of the project's default string tables, by English text, and the choice of one key
/// for a new label.
struct CatalogKeys: Sendable {
    /// English text (as `comparable` spells it) → the keys that hold it, across all tables.
    private var keysByText: [String: [String]] = [:]
    /// Keys that are not their own English text (`action.delete`): a file that uses one looks
    /// its words up by key, so a new label may too.
    private var symbolicKeys: Set<String> = []
    /// Keys that are their own English text (`"Delete"`): a literal with those words already is the key.
    private var naturalKeys: Set<String> = []
    /// Key → English text, the first table's where two disagree.
    private var textByKey: [String: String] = [:]

    init(_ catalogs: [StringCatalog]) {
        for catalog in catalogs {
            for (key, text) in catalog.texts {
                keysByText[Self.comparable(text), default: []].append(key)
                if textByKey[key] == nil { textByKey[key] = text }
                if key == text { naturalKeys.insert(key) } else { symbolicKeys.insert(key) }
            }
        }
        for text in keysByText.keys { keysByText[text] = Array(Set(keysByText[text]!)).sorted() }
    }

    var isEmpty: Bool { keysByText.isEmpty }

    /// How many keys the tables hold.
    var keyCount: Int { symbolicKeys.count + naturalKeys.count }

    /// The English text the tables hold for `key`.
    func text(forKey key: String) -> String? { textByKey[key] }

    /// Whether some table has `key`.
    func contains(key: String) -> Bool { symbolicKeys.contains(key) || naturalKeys.contains(key) }

    /// Whether the tables key most strings by name (`a11y_delete`, `menu.send`) rather than by their
    /// English text: then a new English literal is a key no table has, and stays English.
    var keysByName: Bool { symbolicKeys.count > naturalKeys.count }

    /// The key to write for `phrase` in a file whose localized literals are `used`, or nil:
    /// when the file keys none of its words (the table may belong to another module or bundle),
    /// when the phrase already is a key, or when the choice between keys would be a guess.
    /// Of several keys with the words: one the file already uses, then one in a namespace the
    /// file uses (`status.action.delete` beside `status.action.boost`), then one of a feature
    /// the file uses (`mail.action.delete` beside `mail.title`), then the only generic one.
    func key(for phrase: String, usedIn used: Set<String>) -> String? {
        let usedKeys = used.intersection(symbolicKeys)
        guard !usedKeys.isEmpty, !naturalKeys.contains(phrase),
            let candidates = keysByText[Self.comparable(phrase)]?.filter(symbolicKeys.contains), !candidates.isEmpty
        else { return nil }
        if let known = Self.only(candidates.filter(used.contains)) { return known }
        for scope in [Self.namespace, Self.feature] {
            let scopes = Set(usedKeys.map(scope))
            let inScope = candidates.filter { scopes.contains(scope($0)) }
            if !inScope.isEmpty { return Self.only(inScope) }
        }
        // Outside the file's own screens only a generic key (`action.delete`) is shared: a deeper
        // one (`report.action.send`) belongs to another screen and may be translated for it.
        return Self.only(candidates.filter { Self.depth(of: $0) <= 2 })
    }

    /// The key that is its own English text and says `phrase`, case, spaces and punctuation aside
    /// (`"Log Out"` for "Log out"); nil when none is, or several are.
    func textKey(saying phrase: String) -> String? {
        Self.only((keysByText[Self.comparable(phrase)] ?? []).filter(naturalKeys.contains))
    }

    /// Every key whose English text says `phrase`, case, spaces and punctuation aside.
    func keys(saying phrase: String) -> [String] { keysByText[Self.comparable(phrase)] ?? [] }

    /// Everything the index's fingerprint must see.
    var digestText: String {
        // Which keys are their own text decides as much as the texts do: both are in the digest.
        keysByText.keys.sorted().map { $0 + "=" + keysByText[$0]!.joined(separator: ",") }.joined(separator: ";")
            + "|" + naturalKeys.sorted().joined(separator: ",")
    }

    private static func only(_ keys: [String]) -> String? { keys.count == 1 ? keys[0] : nil }

    /// Words as VoiceOver says them: case, spaces and punctuation aside ("Log Out Account" is
    /// "Logout account").
    private static func comparable(_ text: String) -> String {
        // ASCII by bytes: there `CharacterSet.alphanumerics` holds just the letters and digits, and
        // asking it per scalar was most of building an index with a large String Catalog.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count)
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
                default: break
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(
            text.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    private static func namespace(of key: String) -> String {
        key.lastIndex(of: ".").map { String(key[..<$0]) } ?? ""
    }

    /// The first segment: the screen or feature a dotted key belongs to.
    private static func feature(of key: String) -> String {
        key.firstIndex(of: ".").map { String(key[..<$0]) } ?? ""
    }

    private static func depth(of key: String) -> Int { key.split(separator: ".").count }
}
