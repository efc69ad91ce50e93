import Foundation

/// A file's index entry as bytes for the result cache: JSON with sorted keys, so equal entries
/// encode equally.
extension FileIndexEntry {
    public func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(self)).map { [UInt8]($0) } ?? []
    }

    /// Nil for bytes that are not an entry (a damaged cache).
    public init?(encoded bytes: [UInt8]) {
        guard let entry = try? JSONDecoder().decode(FileIndexEntry.self, from: Data(bytes)) else { return nil }
        self = entry
    }
}
