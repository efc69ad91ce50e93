/// Where the project's formatter or linter wants the attributes of a stored property that take
/// arguments (`@Environment(\.dismiss)`): on the line above the declaration, or on its line.
/// SwiftFormat's `--storedvarattrs prev-line` and SwiftLint's opt-in `attributes` rule ask for
/// the line above, and their CI checks reject a property written on one line.
public struct AttributePlacement: Sendable, Hashable {
    public var onLineAbove: Bool
    /// The file that says so (`.swiftformat`, `.swiftlint.yml`).
    public var source: String

    public init(onLineAbove: Bool, source: String) {
        self.onLineAbove = onLineAbove
        self.source = source
    }
}
