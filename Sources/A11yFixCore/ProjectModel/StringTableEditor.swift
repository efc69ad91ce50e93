import Foundation

/// Adds fixes' `TableEntry`s to a string table as its tool writes it, every other byte unchanged:
/// a String Catalog in Xcode's layout (`" : "`, two-space indent, keys in the catalog's own order),
/// or a `.strings` file with a comment line above each entry. A key the table has is skipped, so a
/// second run adds nothing; a table that does not parse, or a catalog not in Xcode's layout, throws.
public enum StringTableEditor {
    /// `bytes` with the entries whose keys the table lacks; nil when it has them all.
    public static func adding(_ entries: [TableEntry], to bytes: [UInt8], path: String) throws -> [UInt8]? {
        path.hasSuffix(".xcstrings") ? try addingToCatalog(entries, bytes) : try addingToStrings(entries, bytes)
    }

    // MARK: String Catalog

    /// `read`: the catalog's entries when the caller has read them already.
    static func addingToCatalog(
        _ entries: [TableEntry], _ bytes: [UInt8], read: (language: String, entries: [XCStringsReader.Entry])? = nil
    ) throws -> [UInt8]? {
        var reader = XCStringsReader(bytes: bytes)
        let (language, existing) = try read ?? reader.read()
        var known = Set(existing.map(\.key))
        let fresh = entries.filter { known.insert($0.key).inserted }
        guard !fresh.isEmpty else { return nil }
        // Split on the bytes: Foundation's `components(separatedBy:)` compares strings and costs a
        // large catalog (thousands of keys) more than parsing it, on every run that reads it.
        var lines = bytes.split(separator: 10, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard let open = lines.firstIndex(where: { $0.hasPrefix("  \"strings\" : {") }) else {
            throw StringCatalogError(reason: "not in Xcode's layout (no `  \"strings\" : {` line)")
        }
        // Members of `strings` start at four spaces; the object closes at two.
        guard let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("  }") }),
            !lines[open].hasSuffix("{}")
        else { throw StringCatalogError(reason: "not in Xcode's layout (the strings object does not close)") }
        var members: [(line: Int, key: String)] = []
        for index in (open + 1)..<close {
            let line = lines[index]
            guard line.hasPrefix("    \""), !line.hasPrefix("     "), let key = Self.jsonKey(line) else { continue }
            members.append((index, key))
        }
        guard members.count == existing.count else {
            throw StringCatalogError(reason: "not in Xcode's layout (two-space indent)")
        }
        let order = CatalogOrder(members.map(\.key))
        // Inserted from the last place up, so earlier line numbers stay valid.
        var placed: [(line: Int, entry: TableEntry)] = []
        for entry in fresh {
            let before = order.map { order in members.first { order.precedes(entry.key, $0.key) }?.line } ?? nil
            placed.append((before ?? close, entry))
        }
        // Entries for one place go in key order: those before a member are each inserted above the
        // last (so in reverse), those at the end each after the last.
        let precedes = order?.precedes ?? { $0 < $1 }
        let ordered = placed.sorted { lhs, rhs in
            guard lhs.line == rhs.line else { return lhs.line > rhs.line }
            return lhs.line == close ? precedes(lhs.entry.key, rhs.entry.key) : precedes(rhs.entry.key, lhs.entry.key)
        }
        var end = close  // where `strings` closes, as entries are added at its end
        for (line, entry) in ordered {
            let block = catalogBlock(entry, language: language)
            guard line == close else {
                var withComma = block
                withComma[withComma.count - 1] += ","
                lines.insert(contentsOf: withComma, at: line)
                continue
            }
            if let last = (open + 1..<end).last(where: { !lines[$0].trimmingCharacters(in: .whitespaces).isEmpty }) {
                lines[last] += ","
                lines.insert(contentsOf: block, at: last + 1)
                end += block.count
            } else {
                // An empty `strings` object (`{`, a blank line, `}`): the entry replaces the blank.
                lines.replaceSubrange((open + 1)..<end, with: block)
                end = open + 1 + block.count
            }
        }
        let output = Array(lines.joined(separator: "\n").utf8)
        var check = XCStringsReader(bytes: output)
        guard (try? check.read())?.entries.count == existing.count + fresh.count else {
            throw StringCatalogError(reason: "not in Xcode's layout (the edited catalog would not parse)")
        }
        return output
    }

    private static func catalogBlock(_ entry: TableEntry, language: String) -> [String] {
        [
            "    \(json(entry.key)) : {",
            "      \"comment\" : \(json(entry.comment)),",
            "      \"extractionState\" : \"manual\",",
            "      \"localizations\" : {",
            "        \(json(language)) : {",
            "          \"stringUnit\" : {",
            "            \"state\" : \"translated\",",
            "            \"value\" : \(json(entry.value))",
            "          }",
            "        }",
            "      }",
            "    }",
        ]
    }

    /// The key of a `    "key" : {` line.
    private static func jsonKey(_ line: String) -> String? {
        guard let end = separator(in: line) else { return nil }
        let literal = String(line[line.index(line.startIndex, offsetBy: 4)..<line.index(after: end)])
        // Most keys have no escapes: such a literal is its own key, without a JSON parse per key
        // (a probe of each catalog's layout reads every key of a catalog of thousands).
        let utf8 = literal.utf8, quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        if utf8.count >= 2, utf8.first == quote, utf8.last == quote {
            let inner = utf8.dropFirst().dropLast()
            if !inner.contains(where: { $0 == quote || $0 == backslash || $0 < 0x20 }) {
                return String(decoding: inner, as: UTF8.self)
            }
        }
        return (try? JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String])?.first
    }

    /// Where the last `" : ` of a member line starts. An ASCII line is searched as bytes, which is
    /// what Foundation's search finds there; it cost a catalog of thousands of keys more than its parse.
    private static func separator(in line: String) -> String.Index? {
        let utf8 = line.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return line.range(of: "\" : ", options: .backwards)?.lowerBound }
        let pattern: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")]
        var index = utf8.endIndex
        while utf8.distance(from: utf8.startIndex, to: index) >= pattern.count {
            let start = utf8.index(index, offsetBy: -pattern.count)
            if utf8[start..<index].elementsEqual(pattern) { return start }
            index = utf8.index(before: index)
        }
        return nil
    }

    /// A JSON string as Xcode writes it: slashes and non-ASCII text unescaped.
    static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The order the catalog's keys are in, as the first comparison that agrees with all of them:
    /// Xcode's (Finder-like, numbers by value), case-insensitive, or by code point. Nil when none
    /// does (a hand-edited catalog): then new keys go last.
    struct CatalogOrder {
        let precedes: (String, String) -> Bool

        init?(_ keys: [String]) {
            let orders: [(String, String) -> Bool] = [
                { $0.localizedStandardCompare($1) == .orderedAscending },
                { $0.caseInsensitiveCompare($1) == .orderedAscending },
                { $0 < $1 },
            ]
            guard
                let order = orders.first(where: { order in
                    zip(keys, keys.dropFirst()).allSatisfy { !order($1, $0) }
                })
            else { return nil }
            precedes = order
        }
    }

    // MARK: .strings

    private static func addingToStrings(_ entries: [TableEntry], _ bytes: [UInt8]) throws -> [UInt8]? {
        let encoding = StringsEncoding(bytes)
        guard let text = encoding.decode(bytes),
            let list = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
            let pairs = list as? [String: String]
        else { throw StringCatalogError(reason: "not a strings file (expected \"key\" = \"value\"; pairs)") }
        var known = Set(pairs.keys)
        let fresh = entries.filter { known.insert($0.key).inserted }
        guard !fresh.isEmpty else { return nil }
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        // genstrings leaves a blank line between entries; a file without them gets none.
        let spaced = text.contains(";" + newline + newline) && !text.hasSuffix(newline + newline)
        let spacer = spaced ? newline : ""
        var added = text
        if !added.isEmpty, !added.hasSuffix(newline) { added += newline }
        for entry in fresh {
            let comment = entry.comment.replacingOccurrences(of: "*/", with: "* /")
            let line = "\(stringsLiteral(entry.key)) = \(stringsLiteral(entry.value));"
            added += (added.isEmpty ? "" : spacer) + "/* \(comment) */" + newline + line + newline
        }
        let output = encoding.encode(added)
        guard let parsed = try? PropertyListSerialization.propertyList(from: Data(output), options: [], format: nil),
            (parsed as? [String: String])?.count == pairs.count + fresh.count
        else { throw StringCatalogError(reason: "the edited strings file would not parse") }
        return output
    }

    private static func stringsLiteral(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// UTF-8, or UTF-16 with its byte order mark (older `.strings` files), written back as read.
    private enum StringsEncoding {
        case utf8, utf16LittleEndian, utf16BigEndian

        init(_ bytes: [UInt8]) {
            if bytes.starts(with: [0xFF, 0xFE]) {
                self = .utf16LittleEndian
            } else if bytes.starts(with: [0xFE, 0xFF]) {
                self = .utf16BigEndian
            } else {
                self = .utf8
            }
        }

        func decode(_ bytes: [UInt8]) -> String? {
            switch self {
            case .utf8: String(validating: bytes, as: UTF8.self)
            case .utf16LittleEndian: String(data: Data(bytes.dropFirst(2)), encoding: .utf16LittleEndian)
            case .utf16BigEndian: String(data: Data(bytes.dropFirst(2)), encoding: .utf16BigEndian)
            }
        }

        func encode(_ text: String) -> [UInt8] {
            switch self {
            case .utf8: Array(text.utf8)
            case .utf16LittleEndian: [0xFF, 0xFE] + [UInt8](text.data(using: .utf16LittleEndian)!)
            case .utf16BigEndian: [0xFE, 0xFF] + [UInt8](text.data(using: .utf16BigEndian)!)
            }
        }
    }
}
