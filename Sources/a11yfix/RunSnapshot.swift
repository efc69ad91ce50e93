import A11yFixConfiguration
import A11yFixCore
import Foundation

/// A `fix` run over files, kept to be replayed: its standard output and error, its exit status,
/// and every path it read, listed or probed with what each was (`RunInputs`). A rerun with the
/// same command line, working folder, home and tool whose every recorded input is still as it was
/// prints the same and exits the same, so it replays the run instead of planning it again: a
/// `stat` per input and one read, where planning alone cost a cached rerun half its instructions
/// (resolving project files, targets and settings per folder, reading string tables).
///
/// Kept only when nothing could differ: the run wrote no file, failed on none, had no cache
/// problem, used no walk the recording cannot describe, and read nothing written within the last
/// second (a coarse clock could hide a second write in the same tick). The pack of per-file
/// results is an input too: a replay claims its files came from the cache, as a rerun would.
struct RunSnapshot {
    let path: String
    private let key: [UInt8]

    static let magic = Array("a11yfix-run 1\n".utf8)
    /// Snapshots kept per cache folder: a hook naming other files each time leaves one per command line.
    static let kept = 16

    init(cacheFolder: String, arguments: [String]) {
        let environment = ProcessInfo.processInfo.environment
        var key = "tool \(ToolIdentity.current)\ncwd \(WorkingDirectory.path)\n"
        key += "home \(environment["HOME"] ?? "-")\nxdg \(environment["XDG_CACHE_HOME"] ?? "-")\n"
        for argument in arguments { key += "argument \(argument.utf8.count):\(argument)\n" }
        self.key = Array(key.utf8)
        path = "\(cacheFolder)/v2/\(String(Checksum.fnv1a(key.utf8), radix: 16).leftPadded(to: 16)).run"
    }

    /// What a replay prints and returns.
    struct Replay {
        /// Standard output (false) and error (true) chunks in the order written.
        var chunks: [(toError: Bool, bytes: [UInt8])]
        var status: Int32

        func write() {
            for chunk in chunks {
                (chunk.toError ? FileHandle.standardError : FileHandle.standardOutput).write(Data(chunk.bytes))
            }
        }
    }

    /// The stored run when its every input is as recorded; nil otherwise (or when there is none,
    /// or it is damaged: then the run goes ahead and replaces it).
    func replay() -> Replay? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = [UInt8](data)
        guard let (replay, inputs) = Self.decode(bytes, key: key) else { return nil }
        // Stamps first: an edited file is found by one `stat`, before a folder above is listed again.
        for input in inputs where !input.isListing && !RunInputs.holds(input) { return nil }
        for input in inputs where input.isListing && !RunInputs.holds(input) { return nil }
        return replay
    }

    /// Keeps the run: `pack`, the result cache's pack as the run left it.
    func store(_ replay: Replay, inputs: [RunInputs.Recorded], pack: String) {
        var body = key
        body.insert(contentsOf: word(UInt64(key.count)), at: 0)
        body += word(UInt64(UInt32(bitPattern: replay.status)))
        body += word(UInt64(replay.chunks.count))
        for chunk in replay.chunks {
            body.append(chunk.toError ? 1 : 0)
            body += word(UInt64(chunk.bytes.count))
            body += chunk.bytes
        }
        // The pack last: written by this run, so stamped after it was saved (a rename gives it a new inode).
        body += RunInputs.encode(inputs + [RunInputs.Recorded(path: pack, fact: .stamp(RunInputs.Stamp(path: pack)))])
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try ResultCache.writeReplacing(path, with: Self.magic + body + word(Self.checksum(body)))
        } catch {
            return  // A snapshot only saves time: a run that cannot keep one is not worse for it.
        }
        Self.pruneOlder(in: folder, keeping: path)
    }

    private static func decode(_ bytes: [UInt8], key: [UInt8]) -> (Replay, [RunInputs.Recorded])? {
        guard bytes.count >= magic.count + 8, bytes.starts(with: magic) else { return nil }
        let body = Array(bytes[magic.count..<(bytes.count - 8)])
        let stored = bytes.suffix(8).withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
        guard checksum(body) == UInt64(littleEndian: stored) else { return nil }
        var position = 0
        func word() -> UInt64? {
            guard body.count - position >= 8 else { return nil }
            defer { position += 8 }
            return UInt64(
                littleEndian: body[position..<(position + 8)].withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })
        }
        // Another command line whose name hashed alike is not this one.
        guard let keyLength = word(), keyLength == UInt64(key.count),
            body[position..<(position + key.count)].elementsEqual(key)
        else { return nil }
        position += key.count
        guard let status = word(), let count = word(), count <= UInt64(body.count - position) / 9 else { return nil }
        var chunks: [(toError: Bool, bytes: [UInt8])] = []
        for _ in 0..<count {
            guard position < body.count else { return nil }
            let toError = body[position] == 1
            position += 1
            guard let length = word(), length <= UInt64(body.count - position) else { return nil }
            chunks.append((toError, Array(body[position..<(position + Int(length))])))
            position += Int(length)
        }
        guard let inputs = RunInputs.decode(body, from: &position), position == body.count else { return nil }
        return (Replay(chunks: chunks, status: Int32(bitPattern: UInt32(truncatingIfNeeded: status))), inputs)
    }

    private static func checksum(_ body: [UInt8]) -> UInt64 {
        body.withUnsafeBytes { Checksum.words($0, seed: 0x243F_6A88_85A3_08D3) }
    }

    private func word(_ value: UInt64) -> [UInt8] { withUnsafeBytes(of: value.littleEndian) { Array($0) } }
    private static func word(_ value: UInt64) -> [UInt8] { withUnsafeBytes(of: value.littleEndian) { Array($0) } }

    /// Removes all but the `kept` newest snapshots of the folder (the one just written stays).
    private static func pruneOlder(in folder: String, keeping current: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let snapshots = names.filter { $0.hasSuffix(".run") }.map { folder + "/" + $0 }
        guard snapshots.count > kept else { return }
        let byAge = snapshots.filter { $0 != current }.sorted {
            (RunInputs.Stamp(path: $0)?.modified ?? 0) > (RunInputs.Stamp(path: $1)?.modified ?? 0)
        }
        for old in byAge.dropFirst(kept - 1) { unlink(old) }
    }
}

/// What a run writes to standard output and error, in order, for its snapshot.
final class OutputCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var chunks: [(toError: Bool, bytes: [UInt8])] = []

    func add(_ text: String, toError: Bool) {
        lock.withLock { chunks.append((toError, Array(text.utf8))) }
    }

    var written: [(toError: Bool, bytes: [UInt8])] { lock.withLock { chunks } }
}
