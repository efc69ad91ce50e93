import A11yFixCore
import Foundation

/// Results of earlier runs, so a second run over an unchanged tree (or a CI re-run) only reads
/// and hashes files.
///
/// Each entry's key is the input bytes (length + two independent 64-bit hashes), the plan's fingerprint
/// (transforms, options, configuration, deployment targets) and the tool's identity (version and
/// binary). Entries live in one pack file per set of command-line paths, read once at the start
/// and replaced atomically at the end with exactly the entries this run used, so the cache never
/// grows past the tree it describes and a killed run leaves the previous pack intact. (One file
/// per entry was measured first: creating 2,000 small files cost over a second on ext4.)
///
/// Nothing in the cache is trusted: the pack and every entry carry checksums; a damaged pack or
/// entry is ignored with one warning and recomputed, and a folder that cannot be written is a
/// warning too. A hit replays exactly what the engine returned for those bytes.
final class ResultCache: @unchecked Sendable {
    let folder: String
    let packPath: String
    private let toolIdentity: String
    private let lock = NSLock()
    private var loaded: [Key: [UInt8]] = [:]
    private var used: [Key: [UInt8]] = [:]
    private var problems: [String] = []
    private var corruptEntries = 0
    private(set) var hits = 0
    /// Results computed and stored this run: a rerun takes them from the cache too.
    private var stored = 0
    /// Fingerprints repeat for every file in a folder; each is hashed once.
    private var settingsHashes: [String: UInt64] = [:]

    struct Key: Hashable {
        var content: UInt64, contentCheck: UInt64, settings: UInt64, length: UInt64
    }

    static let packMagic = Array("a11yfix-cache 3\n".utf8)

    /// The cache folder `--cache-path` names, else the user's cache directory; nil without either.
    static func folder(explicit: String?) -> String? {
        if let explicit { return explicit }
        let environment = ProcessInfo.processInfo.environment
        #if os(macOS)
        return environment["HOME"].map { $0 + "/Library/Caches/a11yfix" }
        #else
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/a11yfix" }
        return environment["HOME"].map { $0 + "/.cache/a11yfix" }
        #endif
    }

    /// `scope`: the project roots of the run (or, for loose files, the paths it was given); runs
    /// over the same projects share a pack. `command`: commands whose results differ (audit also
    /// counts what was found correct) keep apart packs.
    init(folder: String, scope: [String], command: String = "fix") {
        self.folder = folder
        self.toolIdentity = ToolIdentity.current
        let roots = scope.map { FileDiscovery.realPath($0) ?? $0 }.sorted().joined(separator: "\u{0}")
        let owner = command == "fix" ? "" : command + "\u{0}"
        let name = String(Checksum.fnv1a((toolIdentity + "\u{0}" + owner + roots).utf8), radix: 16).leftPadded(to: 16)
        self.packPath = "\(folder)/v2/\(name).pack"
        load()
    }

    func lookup(path: String, input: [UInt8], fingerprint: String) -> FileOutcome? {
        let key = key(input: input, fingerprint: fingerprint)
        guard let data = loaded[key] else { return nil }
        do {
            let outcome = try OutcomeCodec.decode(data, path: path, input: input)
            lock.withLock {
                hits += 1
                used[key] = data
            }
            return outcome
        } catch {
            lock.withLock { corruptEntries += 1 }
            return nil
        }
    }

    func store(_ outcome: FileOutcome, input: [UInt8], fingerprint: String) {
        guard let encoded = OutcomeCodec.encode(outcome, input: input) else { return }
        let key = key(input: input, fingerprint: fingerprint)
        lock.withLock {
            used[key] = encoded
            stored += 1
        }
    }

    /// How many results a rerun of this run takes from the cache (what its summary line counts).
    var hitsOfARerun: Int { lock.withLock { hits + stored } }

    /// Index entries share the pack, under a settings key of their own.
    private static let indexFingerprint = "project-index 2"

    func lookupIndexEntry(input: [UInt8]) -> FileIndexEntry? {
        let key = key(input: input, fingerprint: Self.indexFingerprint)
        guard let data = loaded[key] else { return nil }
        guard let entry = FileIndexEntry(encoded: data) else {
            lock.withLock { corruptEntries += 1 }
            return nil
        }
        lock.withLock { used[key] = data }
        return entry
    }

    func storeIndexEntry(_ entry: FileIndexEntry, input: [UInt8]) {
        let key = key(input: input, fingerprint: Self.indexFingerprint)
        let encoded = entry.encoded()
        lock.withLock { used[key] = encoded }
    }

    /// String tables as read, under their bytes and kind (a `.xcstrings` catalog or a `.strings` table).
    private static func tableFingerprint(path: String) -> String {
        "string-table 1 " + (path.hasSuffix(".xcstrings") ? "xcstrings" : "strings")
    }

    func lookupStringTable(path: String, input: [UInt8]) -> StringCatalog? {
        let key = key(input: input, fingerprint: Self.tableFingerprint(path: path))
        guard let data = loaded[key] else { return nil }
        guard let table = StringCatalog(encoded: data, path: path) else {
            lock.withLock { corruptEntries += 1 }
            return nil
        }
        lock.withLock { used[key] = data }
        return table
    }

    func storeStringTable(_ table: StringCatalog, path: String, input: [UInt8]) {
        let key = key(input: input, fingerprint: Self.tableFingerprint(path: path))
        let encoded = table.encoded()
        lock.withLock { used[key] = encoded }
    }

    /// What adding a check run's entries to a string table came to, under the table's bytes, its
    /// path and the entries (each length-prefixed: keys and values may hold any character).
    private static func tableEditFingerprint(path: String, entries: [TableEntry]) -> String {
        var fingerprint = "table-edit 1 " + path
        for entry in entries {
            for field in [entry.key, entry.value, entry.comment] { fingerprint += " \(field.utf8.count):" + field }
        }
        return fingerprint
    }

    func lookupTableEdit(path: String, entries: [TableEntry], input: [UInt8]) -> TableEditOutcome? {
        let key = key(input: input, fingerprint: Self.tableEditFingerprint(path: path, entries: entries))
        guard let data = loaded[key] else { return nil }
        guard let outcome = TableEditOutcome(encoded: data, count: entries.count) else {
            lock.withLock { corruptEntries += 1 }
            return nil
        }
        lock.withLock { used[key] = data }
        return outcome
    }

    func storeTableEdit(_ outcome: TableEditOutcome, path: String, entries: [TableEntry], input: [UInt8]) {
        let key = key(input: input, fingerprint: Self.tableEditFingerprint(path: path, entries: entries))
        let encoded = outcome.encoded()
        lock.withLock { used[key] = encoded }
    }

    /// A run over part of a project keeps the entries it did not use, so a run over a single file
    /// does not empty the pack a run over the whole project filled; the pack is still bounded,
    /// since the next whole run (or a pack grown past `otherEntriesFactor` times what this run
    /// used) keeps only what it used. A single file's run uses the project's index entries, so the
    /// pack stays near the project's size: every run reads all of it, and an absolute limit let
    /// edit after edit make a small project's single-file runs many times slower.
    var keepsOtherEntries = false
    static let otherEntriesFactor = 4

    /// Replaces the pack with this run's entries (temporary file, then rename). Skipped when
    /// nothing changed, so a fully cached run writes nothing.
    func save() {
        var entries = lock.withLock { used }
        if keepsOtherEntries && loaded.count + entries.count <= Self.otherEntriesFactor * entries.count {
            entries.merge(loaded) { mine, _ in mine }
        }
        guard entries.count != loaded.count || entries.contains(where: { loaded[$0.key] != $0.value }) else { return }
        var pack = Self.packMagic
        var body: [UInt8] = []
        for (key, data) in entries.sorted(by: { ($0.key.content, $0.key.settings) < ($1.key.content, $1.key.settings) })
        {
            for value in [key.content, key.contentCheck, key.settings, key.length, UInt64(data.count)] {
                withUnsafeBytes(of: value.littleEndian) { body += $0 }
            }
            body += data
        }
        pack += body
        withUnsafeBytes(of: Checksum.fnv1a(body).littleEndian) { pack += $0 }
        do {
            try FileManager.default.createDirectory(
                atPath: (packPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Self.writeReplacing(packPath, with: pack)
        } catch {
            lock.withLock {
                problems.append("warning: cannot write the cache in \(folder) (\(error)); results were not cached")
            }
        }
    }

    /// What went wrong with the cache this run, as warnings for stderr; empty when nothing did.
    var warnings: [String] {
        lock.withLock {
            var lines = problems
            if corruptEntries > 0 {
                lines.append(
                    "warning: ignored \(corruptEntries) unreadable cache \(corruptEntries == 1 ? "entry" : "entries") in \(packPath); recomputed"
                )
            }
            return lines
        }
    }

    private func load() {
        guard FileManager.default.fileExists(atPath: packPath) else { return }
        guard let data = FileManager.default.contents(atPath: packPath) else {
            problems.append("warning: cannot read the cache file \(packPath); results were recomputed")
            return
        }
        let bytes = [UInt8](data)
        guard let entries = Self.parse(bytes) else {
            problems.append("warning: ignored the unreadable cache file \(packPath); results were recomputed")
            return
        }
        loaded = entries
    }

    /// Nil unless the magic, every length and the trailing checksum are right.
    private static func parse(_ bytes: [UInt8]) -> [Key: [UInt8]]? {
        guard bytes.count >= packMagic.count + 8, bytes.starts(with: packMagic) else { return nil }
        let body = bytes[packMagic.count..<(bytes.count - 8)]
        let stored = bytes.suffix(8).withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
        guard Checksum.fnv1a(body) == UInt64(littleEndian: stored) else { return nil }
        var entries: [Key: [UInt8]] = [:]
        var position = body.startIndex
        func word() -> UInt64? {
            guard body.endIndex - position >= 8 else { return nil }
            defer { position += 8 }
            return UInt64(
                littleEndian: body[position..<(position + 8)].withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })
        }
        while position < body.endIndex {
            guard let content = word(), let check = word(), let settings = word(), let length = word(),
                let size = word(),
                size <= UInt64(body.endIndex - position)
            else { return nil }
            entries[Key(content: content, contentCheck: check, settings: settings, length: length)] = Array(
                body[position..<(position + Int(size))])
            position += Int(size)
        }
        return entries
    }

    private func key(input: [UInt8], fingerprint: String) -> Key {
        let settings = lock.withLock {
            if let known = settingsHashes[fingerprint] { return known }
            let hash = Checksum.fnv1a((toolIdentity + "\u{0}" + fingerprint).utf8)
            settingsHashes[fingerprint] = hash
            return hash
        }
        return input.withUnsafeBytes { bytes in
            Key(
                content: Checksum.words(bytes, seed: 0x243F_6A88_85A3_08D3),
                contentCheck: Checksum.words(bytes, seed: 0x1319_8A2E_0370_7344),
                settings: settings, length: UInt64(bytes.count))
        }
    }

    /// Temporary file in the same folder, then rename: readers see the old pack or the new one.
    static func writeReplacing(_ path: String, with bytes: [UInt8]) throws {
        let temporary = "\(path).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw CacheWriteError(reason: String(cString: strerror(errno))) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        close(descriptor)
        guard written == bytes.count, rename(temporary, path) == 0 else {
            let reason = written == bytes.count ? String(cString: strerror(errno)) : "short write"
            unlink(temporary)
            throw CacheWriteError(reason: reason)
        }
    }

    struct CacheWriteError: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }
}

/// The tool's version plus its binary's size and modification time: a rebuilt tool never reads
/// results an older build wrote.
enum ToolIdentity {
    static let current: String = {
        var identity = A11yFixVersion.current
        let binary = executablePath ?? CommandLine.arguments[0]
        if let attributes = try? FileManager.default.attributesOfItem(atPath: binary) {
            identity +=
                "/\(attributes[.size] ?? 0)/\((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        }
        return identity
    }()

    /// Not from `Bundle.main` on Linux: making the main bundle lists the binary's folder (a binary
    /// in `/tmp` there paid 0.46 G instructions, over a third of a cached rerun, for 100,000 names).
    private static var executablePath: String? {
        #if os(Linux)
        return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #else
        return Bundle.main.executablePath
        #endif
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
