/// The longest line the project's own tools accept, and the file that says so, e.g. 120 columns
/// from `.swiftlint.yml`. The engine keeps every fix within it (see `LineFitter`).
public struct LineLengthLimit: Sendable, Hashable {
    public var columns: Int
    /// The file the limit was read from, as found (`.swiftlint.yml`, `Sources/.editorconfig`, …).
    public var source: String
    /// How many columns a tab counts for.
    public var tabWidth: Int

    public init(columns: Int, source: String, tabWidth: Int = 4) {
        self.columns = columns
        self.source = source
        self.tabWidth = max(1, tabWidth)
    }

    /// The source's file name, for messages that must read the same on every machine.
    public var sourceName: String {
        source.split(separator: "/").last.map(String.init) ?? source
    }

    /// Columns a line takes: grapheme clusters (what SwiftLint counts), a tab counting `tabWidth`.
    /// `line` excludes its line ending.
    public func width(of line: some Sequence<Character>) -> Int {
        var width = 0
        for character in line { width += character == "\t" ? tabWidth : 1 }
        return width
    }

    public func width(ofUTF8 bytes: some Collection<UInt8>) -> Int {
        // ASCII without tabs is one column a byte: the common case needs no decoding.
        if !bytes.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\t") }) { return bytes.count }
        return width(of: String(decoding: bytes, as: UTF8.self))
    }
}

/// Why a finding that had a fix is reported instead: its own name, for reporters and counts.
public enum NotAppliedReason: String, Sendable, Hashable {
    /// The fix could not be laid out within the project's line length.
    case lineLength = "line-length"
    /// The fix adds a string table entry, and this run writes only the file (standard input, an editor).
    case stringTable = "string-table"
}

/// What the engine did to a fix's layout to keep it within the line length.
public struct FixLayout: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A `// [VERIFY]` marker went to its own line above the line it marks.
    public static let markerMoved = FixLayout(rawValue: 1)
    /// An argument list of the edited code was wrapped, one argument per line.
    public static let wrapped = FixLayout(rawValue: 2)

    /// `marker-moved`, `wrapped`: for the JSON reporter.
    public var names: [String] {
        (contains(.markerMoved) ? ["marker-moved"] : []) + (contains(.wrapped) ? ["wrapped"] : [])
    }
}
