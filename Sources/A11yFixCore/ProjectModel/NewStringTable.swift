/// The string table a folder's new label text goes to, for translators: the project's default
/// table nearest the folder (its module's), how its keys are written, and the function the
/// module looks keys up with. A label whose words no entry holds is written with a new key, and
/// the run adds the entry here (`TableEntry`); without a table, or with one that cannot take
/// entries (`refusal`), it is reported as before.
public struct NewStringTable: Sendable, Hashable {
    public var path: String
    public var isCatalog: Bool
    /// Why no entry may be added, in words ("Localizable.strings does not parse"): then the
    /// folder's new labels are reported, not written.
    public var refusal: String?
    /// Key → English text of this table.
    public var texts: [String: String]
    /// The module's own lookup with an English default, `OBALoc` for `OBALoc(_:value:comment:)`
    /// (it names the module's bundle); nil: `NSLocalizedString`.
    public var wrapper: String?
    /// The project's one String Catalog, in a folder the code's folder shares nothing with
    /// (`Shared/Localizable.xcstrings` for `App/Views`): it serves a file only where the file
    /// already looks its keys up (`Text("Generic.Search")`); elsewhere it may be another module's.
    public var isDistant = false

    public init(
        path: String, isCatalog: Bool, texts: [String: String], wrapper: String? = nil, refusal: String? = nil,
        isDistant: Bool = false
    ) {
        self.path = path
        self.isCatalog = isCatalog
        self.texts = texts
        self.wrapper = wrapper
        self.refusal = refusal
        self.isDistant = isDistant
    }

    /// Whether most keys are the English text itself (`"Delete"`), rather than names.
    public var keysAreText: Bool {
        texts.filter { $0.key == $0.value }.count * 2 >= texts.count
    }

    /// A key for `phrase` in the style of the table's keys: the text itself, or a name
    /// (`accessibility.center_on_user_location`, `centerOnUserLocation`) in `namespace` (the one
    /// the file's keys share) or, for dotted keys, `accessibility`. Nil when that key already
    /// holds other words.
    public func newKey(for phrase: String, namespace: String?) -> String? {
        let key: String
        if keysAreText {
            key = phrase
        } else {
            let words = Self.words(of: phrase)
            guard !words.isEmpty else { return nil }
            let named = texts.keys.filter { $0 != texts[$0] }
            let dotted = named.filter { $0.contains(".") }.count * 2 > named.count
            let lastSegments = named.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
            let snake = lastSegments.filter { $0.contains("_") }.count
            let kebab = lastSegments.filter { $0.contains("-") }.count
            let camel = lastSegments.filter { $0.contains { $0.isUppercase } }.count
            // `Generic.ClearSearch`: in dotted keys, segments that start with a capital get one too
            // (undotted keys that start with one are often English text, `"Show in Finder"`).
            let pascal =
                dotted && lastSegments.filter { $0.first?.isUppercase == true }.count * 2 > lastSegments.count
            let segment: String
            if camel > snake && camel > kebab {
                let humps = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
                segment = (pascal ? words[0].prefix(1).uppercased() + words[0].dropFirst() : words[0]) + humps
            } else {
                segment = words.joined(separator: kebab > snake ? "-" : "_")
            }
            key = dotted ? (namespace ?? "accessibility") + "." + segment : segment
        }
        if let held = texts[key], held != phrase { return nil }
        return key
    }

    /// The key of this table whose name says `phrase` (`map_controller.center_user_location` for
    /// "Center on user location"): its last segment's words are the phrase's, small words aside.
    /// Only one key may: two are a guess.
    public func keyNaming(_ phrase: String) -> String? {
        let wanted = Self.words(of: phrase).filter { !Self.smallWords.contains($0) }
        guard wanted.count >= 2 else { return nil }
        let matches = texts.keys.filter { key in
            guard key != texts[key], let last = key.split(separator: ".").last else { return false }
            return Self.words(of: String(last)).filter { !Self.smallWords.contains($0) } == wanted
        }
        return matches.count == 1 ? matches[0] : nil
    }

    static let smallWords: Set<String> = ["a", "an", "the", "on", "to", "of", "for", "in", "at", "my", "your"]

    /// Lowercased words: split at spaces, punctuation, `_`, `-` and camelCase humps.
    static func words(of text: String) -> [String] {
        var words: [String] = [], current = ""
        var previousLower = false
        for character in text {
            if character.isLetter || character.isNumber {
                if character.isUppercase, previousLower, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current += character.lowercased()
                previousLower = character.isLowercase || character.isNumber
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousLower = false
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The folder a table serves: `Sources/App` for `Sources/App/en.lproj/Localizable.strings`.
    public static func folder(ofTable path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        if parts.last?.hasSuffix(".lproj") == true { parts = parts.dropLast() }
        return parts.joined(separator: "/")
    }

    /// Of `tables` (absolute paths under `root`), the one nearest `folder`: the most folders in
    /// common below the root. Nil when two are as near (a guess), or none shares a folder with it
    /// (another module's table, which its code does not read), unless the table serves the root.
    public static func nearest(to folder: String, among tables: [String], root: String) -> String? {
        func components(_ path: String) -> [Substring] {
            let relative = path.hasPrefix(root) ? path.dropFirst(root.count) : Substring(path)
            return relative.split(separator: "/")
        }
        let target = components(folder)
        var best: [String] = [], bestScore = -1
        for table in tables {
            let served = components(Self.folder(ofTable: table))
            let score = zip(served, target).prefix { $0 == $1 }.count
            guard score > 0 || served.isEmpty else { continue }
            if score > bestScore {
                (best, bestScore) = ([table], score)
            } else if score == bestScore {
                best.append(table)
            }
        }
        // `en.lproj` beside `Base.lproj` in one folder: the English one is the source.
        if best.count > 1 {
            let english = best.filter { !$0.contains("/Base.lproj/") }
            if english.count == 1 { return english[0] }
        }
        return best.count == 1 ? best[0] : nil
    }
}
