/// Where the project's formatter or linter wants the attributes of a stored property that take
/// arguments (`@Environment(\.dismiss)`): on the line above the declaration, or on its line.
/// SwiftFormat's `--storedvarattrs prev-line` and SwiftLint's opt-in `attributes` rule ask for
/// the line above, and their CI checks reject a property written on one line.
///
/// SwiftLint's rule also names attributes that always go on the declaration's line
/// (`always_on_same_line: ["@Environment"]`) or always above it (`always_on_line_above`): those
/// lists decide for the attributes they name, whatever the default (judged on an app whose lint
/// config keeps `@Environment` on one line, where a split property broke its CI).
public struct AttributePlacement: Sendable, Hashable {
    public var onLineAbove: Bool
    /// The file that says so (`.swiftformat`, `.swiftlint.yml`).
    public var source: String
    /// Attribute names (without `@` or arguments) kept on the declaration's line, and kept above it.
    public var sameLine: Set<String>
    public var lineAbove: Set<String>

    public init(onLineAbove: Bool, source: String, sameLine: Set<String> = [], lineAbove: Set<String> = []) {
        self.onLineAbove = onLineAbove
        self.source = source
        self.sameLine = sameLine
        self.lineAbove = lineAbove
    }

    /// Whether `attribute` (`@ScaledMetric(relativeTo: .body)`) goes on the line above its declaration.
    public func isOnLineAbove(_ attribute: String) -> Bool {
        let name = Self.name(of: attribute)
        if sameLine.contains(name) { return false }
        if lineAbove.contains(name) { return true }
        return onLineAbove
    }

    /// Whether the configuration keeps `attribute` on its declaration's line: a line too long for
    /// the limit is then kept long rather than split.
    public func keepsOnSameLine(_ attribute: String) -> Bool { !isOnLineAbove(attribute) }

    /// `@Environment(\.dismiss)` → `Environment`.
    public static func name(of attribute: String) -> String {
        var text = Substring(attribute)
        if text.first == "@" { text = text.dropFirst() }
        return String(text.prefix { $0 != "(" && $0 != " " && $0 != "<" })
    }
}
