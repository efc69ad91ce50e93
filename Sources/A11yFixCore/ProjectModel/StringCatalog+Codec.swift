/// A table as read, for the result cache: a rerun over an unchanged table skips its JSON (or
/// property list) read and the layout probe, a fifth of a cached rerun's instructions.
extension StringCatalog {
    static let codecVersion: UInt8 = 1

    /// Everything a read sets but the path, which the run names.
    public func encoded() -> [UInt8] {
        var writer = EntryWriter()
        writer.byte(Self.codecVersion)
        writer.flags(isCatalog)
        writer.string(sourceLanguage)
        writer.optional(failure)
        writer.optional(layoutProblem)
        writer.map(texts)
        return writer.bytes
    }

    /// Nil for bytes another codec version (or a damaged entry) wrote.
    public init?(encoded bytes: [UInt8], path: String) {
        var reader = EntryReader(bytes: bytes)
        guard reader.byte() == Self.codecVersion, let flags = reader.flags(1), let language = reader.string(),
            let failure = reader.optional(), let layoutProblem = reader.optional(), let texts = reader.map(),
            reader.isAtEnd
        else { return nil }
        self.init(texts: [:], isCatalog: flags[0])
        self.texts = texts  // filtered when read
        self.path = path
        sourceLanguage = language
        self.failure = failure
        self.layoutProblem = layoutProblem
    }
}
