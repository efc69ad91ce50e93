import A11yFixCore
import Foundation

/// Results of earlier runs, so a second run over an unchanged tree (or a CI re-run) only reads
/// and hashes files. One small file per entry, named by its key:
///
///     key = input bytes (length + two FNV-1a hashes) + the plan's fingerprint (transforms,
///           options, configuration, deployment targets) + the tool's identity (version and binary)
///
/// Entries are written atomically (temporary file, then rename), so concurrent runs are safe. An
/// entry that cannot be decoded is ignored and replaced, and the run says so once on stderr; a
/// cache folder that cannot be created or written turns the cache off with one warning. The cache
/// never decides what is written: a hit replays exactly what the engine returned for those bytes.
final class ResultCache: @unchecked Sendable {
    let folder: String
    private let toolIdentity: String
    private let lock = NSLock()
    private var corruptEntries = 0
    private var unwritable: String?
    private(set) var hits = 0

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

    init(folder: String) {
        self.folder = folder
        self.toolIdentity = ToolIdentity.current
    }

    func lookup(path: String, input: [UInt8], fingerprint: String) -> FileOutcome? {
        let file = entryPath(input: input, fingerprint: fingerprint)
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        do {
            let outcome = try OutcomeCodec.decode([UInt8](data), path: path, input: input)
            lock.withLock { hits += 1 }
            return outcome
        } catch {
            lock.withLock { corruptEntries += 1 }
            return nil
        }
    }

    func store(_ outcome: FileOutcome, input: [UInt8], fingerprint: String) {
        guard lock.withLock({ unwritable == nil }), let encoded = OutcomeCodec.encode(outcome, input: input) else { return }
        let file = entryPath(input: input, fingerprint: fingerprint)
        let directory = (file as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(encoded).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            lock.withLock { if unwritable == nil { unwritable = "\(error.localizedDescription)" } }
        }
    }

    /// What went wrong with the cache this run, as warnings for stderr; empty when nothing did.
    var warnings: [String] {
        lock.withLock {
            var lines: [String] = []
            if corruptEntries > 0 {
                lines.append("warning: ignored \(corruptEntries) unreadable cache \(corruptEntries == 1 ? "entry" : "entries") in \(folder); they were recomputed")
            }
            if let unwritable { lines.append("warning: cannot write the cache in \(folder) (\(unwritable)); results were not cached") }
            return lines
        }
    }

    private func entryPath(input: [UInt8], fingerprint: String) -> String {
        let content = input.withUnsafeBufferPointer { buffer in
            (Checksum.fnv1a(buffer), Checksum.fnv1a(buffer, basis: 0x6c62_272e_07bb_0142))
        }
        let settings = Checksum.fnv1a((toolIdentity + "\u{0}" + fingerprint).utf8)
        let name = [content.0, content.1, settings, UInt64(input.count)].map { String($0, radix: 16).leftPadded(to: 16) }.joined()
        return "\(folder)/v1/\(name.prefix(2))/\(name)"
    }
}

/// The tool's version plus its binary's size and modification time: a rebuilt tool never reads
/// results an older build wrote.
enum ToolIdentity {
    static let version = "0.9.0"

    static let current: String = {
        var identity = version
        let binary = Bundle.main.executablePath ?? CommandLine.arguments[0]
        if let attributes = try? FileManager.default.attributesOfItem(atPath: binary) {
            identity += "/\(attributes[.size] ?? 0)/\((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        }
        return identity
    }()
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
