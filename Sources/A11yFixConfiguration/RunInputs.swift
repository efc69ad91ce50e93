import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every path a run read, listed or probed, and what it was when asked: while all of them still
/// are, the run's output is the same, so a cached rerun replays it instead of planning again
/// (`RunSnapshot`). Process-wide and off until `start()`: only a `fix` run over files records.
/// Each path is stamped before it is used, so a change made while the run reads it shows next
/// time as a difference, never as a match.
public final class RunInputs: @unchecked Sendable {
    public static let shared = RunInputs()

    /// A version of a file or folder as the file system tells it without reading it.
    public struct Stamp: Hashable, Sendable {
        public var device: UInt64, inode: UInt64, size: UInt64, mode: UInt64
        /// Nanoseconds since 1970 of the last write and of the last change (a rename, `chmod`, a write).
        public var modified: Int64, changed: Int64

        public init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(truncatingIfNeeded: info.st_dev)
            inode = UInt64(truncatingIfNeeded: info.st_ino)
            size = UInt64(truncatingIfNeeded: info.st_size)
            mode = UInt64(truncatingIfNeeded: info.st_mode)
            #if canImport(Darwin)
            let (written, touched) = (info.st_mtimespec, info.st_ctimespec)
            #else
            let (written, touched) = (info.st_mtim, info.st_ctim)
            #endif
            modified = Int64(written.tv_sec) * 1_000_000_000 + Int64(written.tv_nsec)
            changed = Int64(touched.tv_sec) * 1_000_000_000 + Int64(touched.tv_nsec)
        }

        init(device: UInt64, inode: UInt64, size: UInt64, mode: UInt64, modified: Int64, changed: Int64) {
            (self.device, self.inode, self.size, self.mode) = (device, inode, size, mode)
            (self.modified, self.changed) = (modified, changed)
        }
    }

    /// What a run relied on about one path.
    public enum Fact: Hashable, Sendable {
        /// Its bytes (a file read) or its names (a folder walked): its stamp, nil when absent.
        case stamp(Stamp?)
        /// Only whether it is there and as what: the types `lstat` and `stat` give (0 when absent).
        case presence(link: UInt8, target: UInt8)
        /// The names `FolderListings` looks for in a folder, sorted, and the folder's stamp when
        /// it had settled (a folder written to within the last second is listed again).
        case projectNames([String], Stamp?)
        /// Where `realpath` leads.
        case realPath(String?)
    }

    public struct Recorded: Hashable, Sendable {
        public var path: String
        public var fact: Fact

        /// A folder's project names, which may take listing it again to check.
        public var isListing: Bool {
            if case .projectNames = fact { return true }
            return false
        }

        public init(path: String, fact: Fact) {
            self.path = path
            self.fact = fact
        }
    }

    private enum Kind: UInt8 { case stamp, presence, projectNames, realPath }

    private let lock = NSLock()
    private var isRecording = false
    /// Stamps written at or after this (a second before the run began) may hide a later write in
    /// the same tick of a coarse clock: such a run keeps no snapshot.
    private var settledBefore: Int64 = 0
    private struct Key: Hashable {
        var path: String
        var kind: Kind
    }
    private var facts: [Key: Fact] = [:]
    private var order: [Key] = []
    private var refusal: String?

    public init() {}

    /// Starts recording, forgetting any earlier recording.
    public func start() {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        lock.withLock {
            isRecording = true
            settledBefore = (Int64(now.tv_sec) - 1) * 1_000_000_000 + Int64(now.tv_nsec)
            facts = [:]
            order = []
            refusal = nil
        }
    }

    /// Stops recording: the facts in the order first recorded, or why the run cannot be replayed.
    public func stop() -> Result<[Recorded], Refusal> {
        lock.withLock {
            isRecording = false
            if let refusal { return .failure(Refusal(reason: refusal)) }
            return .success(order.compactMap { key in facts[key].map { Recorded(path: key.path, fact: $0) } })
        }
    }

    public struct Refusal: Error, Sendable {
        public var reason: String
    }

    public var isOn: Bool { lock.withLock { isRecording } }

    // MARK: Recording

    /// The file's bytes, read after its stamp is taken.
    public static func contents(atPath path: String) -> Data? {
        shared.file(path)
        return FileManager.default.contents(atPath: path)
    }

    /// Whether the path exists, as `FileManager` says, once its presence is recorded.
    public static func fileExists(atPath path: String) -> Bool {
        shared.presence(path)
        return FileManager.default.fileExists(atPath: path)
    }

    public static func fileExists(atPath path: String, isDirectory: inout ObjCBool) -> Bool {
        shared.presence(path)
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    }

    /// The folder's names, listed after its stamp is taken (a name added or removed changes it).
    public static func contentsOfDirectory(atPath path: String) throws -> [String] {
        shared.file(path)
        return try FileManager.default.contentsOfDirectory(atPath: path)
    }

    /// A file about to be read, or a folder about to be walked.
    public func file(_ path: String) {
        guard isOn else { return }
        let stamp = Stamp(path: path)
        if let stamp, !isSettled(stamp) { return refuse("\(path) changed within the last second") }
        record(.stamp(stamp), kind: .stamp, path: path)
    }

    /// A path whose existence (and type) is asked.
    public func presence(_ path: String) {
        guard isOn else { return }
        record(Self.presenceFact(path), kind: .presence, path: path)
    }

    /// The names `FolderListings` found in `folder`; `stamp`: the folder's, taken before listing.
    public func projectNames(_ names: [String], in folder: String, stamp: Stamp?) {
        guard isOn else { return }
        let settled = stamp.flatMap { isSettled($0) ? $0 : nil }
        record(.projectNames(names.sorted(), settled), kind: .projectNames, path: folder)
    }

    public func realPath(_ path: String, resolved: String?) {
        guard isOn else { return }
        record(.realPath(resolved), kind: .realPath, path: path)
    }

    /// A walk the recording cannot describe (a `FileManager` enumerator over a tree): no snapshot.
    public func unrecordable(_ reason: String) {
        guard isOn else { return }
        refuse(reason)
    }

    private func isSettled(_ stamp: Stamp) -> Bool {
        lock.withLock { stamp.modified < settledBefore && stamp.changed < settledBefore }
    }

    private func refuse(_ reason: String) {
        lock.withLock { if refusal == nil { refusal = reason } }
    }

    private func record(_ fact: Fact, kind: Kind, path: String) {
        lock.withLock {
            guard isRecording else { return }
            let key = Key(path: path, kind: kind)
            if let known = facts[key] {
                // The same path asked again: the first answer stands unless the path changed meanwhile.
                if known != fact, refusal == nil { refusal = "\(path) changed during the run" }
                return
            }
            facts[key] = fact
            order.append(key)
        }
    }

    // MARK: Checking

    /// Whether `fact` still holds of `path` now.
    public static func holds(_ recorded: Recorded) -> Bool {
        let path = recorded.path
        switch recorded.fact {
        case let .stamp(stamp):
            return Stamp(path: path) == stamp
        case .presence:
            return presenceFact(path) == recorded.fact
        case let .projectNames(names, stamp):
            if let stamp, Stamp(path: path) == stamp { return true }
            return FolderListings.list(folder: path).sorted() == names
        case let .realPath(resolved):
            return resolvedPath(path) == resolved
        }
    }

    public static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func presenceFact(_ path: String) -> Fact {
        func kind(_ info: stat) -> UInt8 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: 1
            case S_IFDIR: 2
            case S_IFLNK: 3
            default: 4
            }
        }
        var info = stat()
        let link = lstat(path, &info) == 0 ? kind(info) : 0
        let target = link == 3 ? (stat(path, &info) == 0 ? kind(info) : 0) : link
        return .presence(link: link, target: target)
    }

    // MARK: Encoding

    /// The facts as bytes for a snapshot file: each a kind byte, the path and the fact's fields.
    public static func encode(_ recorded: [Recorded]) -> [UInt8] {
        var bytes: [UInt8] = []
        func word(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        func text(_ value: String) {
            word(UInt64(value.utf8.count))
            bytes += value.utf8
        }
        func stamp(_ value: Stamp?) {
            guard let value else { return bytes.append(0) }
            bytes.append(1)
            for field in [value.device, value.inode, value.size, value.mode] { word(field) }
            word(UInt64(bitPattern: value.modified))
            word(UInt64(bitPattern: value.changed))
        }
        word(UInt64(recorded.count))
        for item in recorded {
            switch item.fact {
            case let .stamp(value):
                bytes.append(Kind.stamp.rawValue)
                text(item.path)
                stamp(value)
            case let .presence(link, target):
                bytes.append(Kind.presence.rawValue)
                text(item.path)
                bytes += [link, target]
            case let .projectNames(names, value):
                bytes.append(Kind.projectNames.rawValue)
                text(item.path)
                word(UInt64(names.count))
                names.forEach(text)
                stamp(value)
            case let .realPath(resolved):
                bytes.append(Kind.realPath.rawValue)
                text(item.path)
                if let resolved {
                    bytes.append(1)
                    text(resolved)
                } else {
                    bytes.append(0)
                }
            }
        }
        return bytes
    }

    /// Nil unless every field reads; `position` ends after the facts.
    public static func decode(_ bytes: [UInt8], from position: inout Int) -> [Recorded]? {
        var reader = ByteReader(bytes: bytes, position: position)
        guard let recorded = reader.facts() else { return nil }
        position = reader.position
        return recorded
    }

    private struct ByteReader {
        let bytes: [UInt8]
        var position: Int

        mutating func byte() -> UInt8? {
            guard position < bytes.count else { return nil }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func word() -> UInt64? {
            guard bytes.count - position >= 8 else { return nil }
            defer { position += 8 }
            return UInt64(
                littleEndian: bytes[position..<(position + 8)].withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })
        }

        mutating func text() -> String? {
            guard let length = word(), length <= UInt64(bytes.count - position) else { return nil }
            defer { position += Int(length) }
            return String(decoding: bytes[position..<(position + Int(length))], as: UTF8.self)
        }

        mutating func stamp() -> Stamp?? {
            switch byte() {
            case 0: return .some(nil)
            case 1:
                guard let device = word(), let inode = word(), let size = word(), let mode = word(),
                    let modified = word(), let changed = word()
                else { return nil }
                return .some(
                    Stamp(
                        device: device, inode: inode, size: size, mode: mode, modified: Int64(bitPattern: modified),
                        changed: Int64(bitPattern: changed)))
            default: return nil
            }
        }

        mutating func facts() -> [Recorded]? {
            // Each fact takes at least nine bytes: a count past that is damage, not a reason to reserve memory.
            guard let count = word(), count <= UInt64(bytes.count - position) / 9 else { return nil }
            var recorded: [Recorded] = []
            recorded.reserveCapacity(Int(count))
            for _ in 0..<count {
                guard let raw = byte(), let kind = Kind(rawValue: raw), let path = text() else { return nil }
                let fact: Fact
                switch kind {
                case .stamp:
                    guard let value = stamp() else { return nil }
                    fact = .stamp(value)
                case .presence:
                    guard let link = byte(), let target = byte() else { return nil }
                    fact = .presence(link: link, target: target)
                case .projectNames:
                    guard let count = word(), count <= UInt64(bytes.count - position) / 8 else { return nil }
                    var names: [String] = []
                    for _ in 0..<count {
                        guard let name = text() else { return nil }
                        names.append(name)
                    }
                    guard let value = stamp() else { return nil }
                    fact = .projectNames(names, value)
                case .realPath:
                    switch byte() {
                    case 0: fact = .realPath(nil)
                    case 1:
                        guard let resolved = text() else { return nil }
                        fact = .realPath(resolved)
                    default: return nil
                    }
                }
                recorded.append(Recorded(path: path, fact: fact))
            }
            return recorded
        }
    }
}
