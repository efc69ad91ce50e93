/// Reads the few fields of a String Catalog a label needs (the source language, and per key its
/// `shouldTranslate` and source-language `stringUnit.value`) straight from the bytes, skipping
/// every other language without building it. Real catalogs hold dozens of languages in megabytes
/// of JSON; decoding all of it with `JSONSerialization` cost more than parsing every Swift file
/// of the app (a 2.2 MB catalog: 0.31 G instructions).
struct XCStringsReader {
    struct Entry {
        var key: String
        var shouldTranslate = true
        /// The source language's `stringUnit.value`; nil when the language has no unit (a
        /// variation), or `hasLocalization` is false.
        var sourceText: String?
        var hasLocalization = false
    }

    private let bytes: [UInt8]
    private var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The source language (default "en") and the entries of `strings`.
    mutating func read() throws -> (language: String, entries: [Entry]) {
        // `sourceLanguage` may follow `strings`, so the root is walked twice: once for where
        // each member's value lies, then into `strings` knowing the language.
        var members: [String: Int] = [:]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipWhitespace()
        try objectMembers { key, reader in
            members[key] = reader.position
            try reader.skipValue()
        }
        skipWhitespace()
        guard position == bytes.count else { throw malformed("text after the root object") }
        var language = "en"
        if let start = members["sourceLanguage"] {
            position = start
            language = try string()
        }
        guard let start = members["strings"] else {
            throw StringCatalogError(reason: "not a String Catalog (no \"strings\" object)")
        }
        position = start
        var entries: [Entry] = []
        try objectMembers { key, reader in
            entries.append(try reader.entry(key: key, language: language))
        }
        return (language, entries)
    }

    private mutating func entry(key: String, language: String) throws -> Entry {
        var entry = Entry(key: key)
        try objectMembers { member, reader in
            switch member {
            case "shouldTranslate":
                entry.shouldTranslate = try reader.boolean()
            case "localizations":
                try reader.objectMembers { localization, reader in
                    guard localization == language else { return try reader.skipValue() }
                    entry.hasLocalization = true
                    try reader.objectMembers { field, reader in
                        guard field == "stringUnit" else { return try reader.skipValue() }
                        try reader.objectMembers { unitField, reader in
                            guard unitField == "value" else { return try reader.skipValue() }
                            entry.sourceText = try reader.string()
                        }
                    }
                }
            default:
                try reader.skipValue()
            }
        }
        return entry
    }

    // MARK: JSON, as far as a catalog needs it

    /// Calls `member` for each key of the object at the cursor, with the cursor on its value;
    /// `member` must consume the value.
    private mutating func objectMembers(_ member: (String, inout XCStringsReader) throws -> Void) throws {
        skipWhitespace()
        guard peek == UInt8(ascii: "{") else { throw malformed("expected an object") }
        position += 1
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            let key = try string()
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw malformed("expected ':'") }
            position += 1
            skipWhitespace()
            try member(key, &self)
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                return
            default: throw malformed("expected ',' or '}'")
            }
        }
    }

    private mutating func boolean() throws -> Bool {
        skipWhitespace()
        if matches("true") { return true }
        if matches("false") { return false }
        throw malformed("expected true or false")
    }

    private mutating func matches(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] { return false }
        position += count
        return true
    }

    /// A string at the cursor, unescaped.
    private mutating func string() throws -> String {
        skipWhitespace()
        guard peek == UInt8(ascii: "\"") else { throw malformed("expected a string") }
        position += 1
        let start = position
        // Most strings have no escapes: take their bytes as they are.
        while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\") {
            position += 1
        }
        guard position < bytes.count else { throw malformed("unterminated string") }
        if bytes[position] == UInt8(ascii: "\"") {
            position += 1
            return String(decoding: bytes[start..<(position - 1)], as: UTF8.self)
        }
        var utf8 = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { throw malformed("unterminated string") }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "u"): utf8.append(contentsOf: try unicodeEscape())
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
                default: throw malformed("bad escape in a string")
                }
            default:
                utf8.append(byte)
            }
        }
        throw malformed("unterminated string")
    }

    /// The UTF-8 of a `\uXXXX` escape (the cursor after the `u`), joining a surrogate pair.
    private mutating func unicodeEscape() throws -> [UInt8] {
        var value = try hexQuad()
        if (0xD800..<0xDC00).contains(value), matches("\\u") {
            let low = try hexQuad()
            guard (0xDC00..<0xE000).contains(low) else { throw malformed("bad surrogate pair") }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else { throw malformed("bad \\u escape") }
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func hexQuad() throws -> UInt32 {
        guard position + 4 <= bytes.count else { throw malformed("bad \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            position += 1
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw malformed("bad \\u escape")
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Steps over one value of any kind, checking only that brackets and strings close.
    private mutating func skipValue() throws {
        skipWhitespace()
        guard position < bytes.count else { throw malformed("expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            try skipString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    try skipString()
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        position += 1
                        return
                    }
                default: break
                }
                position += 1
            }
            throw malformed("unclosed object or array")
        default:
            // A number, true, false or null: up to the next delimiter.
            let start = position
            while position < bytes.count, !Self.delimiters.contains(bytes[position]) { position += 1 }
            guard position > start else { throw malformed("expected a value") }
        }
    }

    private mutating func skipString() throws {
        position += 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position += 1
                return
            case UInt8(ascii: "\\"): position += 2
            default: position += 1
            }
        }
        throw malformed("unterminated string")
    }

    private static let delimiters: Set<UInt8> = [
        UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09,
    ]

    private mutating func skipWhitespace() {
        while position < bytes.count,
            bytes[position] == 0x20 || bytes[position] == 0x0A || bytes[position] == 0x0D || bytes[position] == 0x09
        { position += 1 }
    }

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func malformed(_ reason: String) -> StringCatalogError {
        StringCatalogError(reason: "not a String Catalog (\(reason) at byte \(position))")
    }
}
