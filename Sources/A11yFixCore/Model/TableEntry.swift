/// A string a fix adds to the project's string table for translators: the key the new code looks
/// up, its English text and the comment translators see. The fix edits the Swift file; the run
/// adds the entry to `table` (a String Catalog or the source-language `.strings`) in the same pass,
/// so the key the code names exists (`StringTableEditor`).
public struct TableEntry: Hashable, Sendable {
    /// The table's path, as the run names it.
    public var table: String
    public var key: String
    public var value: String
    public var comment: String

    public init(table: String, key: String, value: String, comment: String) {
        self.table = table
        self.key = key
        self.value = value
        self.comment = comment
    }
}
