import A11yFixConfiguration
import A11yFixCore
import Foundation

/// The run's second kind of file outcome: the string tables its fixes add entries to. Each fix
/// that names a new key carries the entry (`Fix.tableEntries`); once every Swift file is done,
/// the entries are added per table, the whole table at once, and written, diffed or listed like
/// the Swift files.
struct TableEdits {
    struct Table {
        var path: String
        var input: [UInt8]
        /// The table with the entries; nil in a check run, which needs only `lines`.
        var output: [UInt8]?
        var entries: [TableEntry]
        /// Each entry's line in the new table, in the order of `entries` (check runs only).
        var lines: [Int] = []
        var stamp: AtomicFileWriter.Stamp?
    }

    var tables: [Table] = []
    /// Tables that could not take their entries, one line each: nothing of them is changed.
    var failures: [FileFailure] = []

    /// The tables the applied fixes of `results` add entries to, with their new bytes. A check run
    /// takes what adding the entries came to (the lines, or why not) from `cache` when the table and
    /// the entries are those of a run before: a large catalog cost a cached rerun more to read and
    /// edit than all its Swift files.
    init(_ results: [FileResult], mode: RunMode = .write, cache: ResultCache? = nil) {
        var byTable: [String: [TableEntry]] = [:]
        for result in results where result.failure == nil && result.excludedBy == nil && result.skippedAs == nil {
            for finding in result.applied {
                for entry in finding.fix?.tableEntries ?? [] { byTable[entry.table, default: []].append(entry) }
            }
        }
        for path in byTable.keys.sorted() {
            // One entry per key: the first fix's (two fixes of one phrase make one key).
            var seen: Set<String> = []
            let entries = byTable[path]!.sorted { $0.key < $1.key }.filter { seen.insert($0.key).inserted }
            let stamp = AtomicFileWriter.Stamp(path: path)
            guard let data = RunInputs.contents(atPath: path) else {
                failures.append(.unreadable(path: path, reason: "cannot read the string table"))
                continue
            }
            let input = [UInt8](data)
            let outcome: TableEditOutcome
            if mode == .check, let cached = cache?.lookupTableEdit(path: path, entries: entries, input: input) {
                outcome = cached
            } else {
                outcome = Self.edit(entries, path: path, input: input)
                if mode == .check {
                    cache?.storeTableEdit(outcome.withoutOutput, path: path, entries: entries, input: input)
                }
            }
            switch outcome {
            case .unchanged:
                continue
            case let .added(output, lines):
                tables.append(
                    Table(path: path, input: input, output: output, entries: entries, lines: lines, stamp: stamp))
            case let .failed(reason):
                failures.append(.writeFailed(path: path, reason: "\(reason); no entry was added to it"))
            }
        }
    }

    private static func edit(_ entries: [TableEntry], path: String, input: [UInt8]) -> TableEditOutcome {
        do {
            guard let output = try StringTableEditor.adding(entries, to: input, path: path) else { return .unchanged }
            return .added(output: output, lines: entries.map { line(of: $0.key, in: output) })
        } catch {
            return .failed(reason: "\(error)")
        }
    }

    /// Writes each table (in write mode) and says what it did; returns the tables changed.
    mutating func finish(mode: RunMode, reportsText: Bool, output: StandardStreams) -> Int {
        var changed = 0
        for table in tables {
            switch mode {
            case .write:
                guard let bytes = table.output else { continue }
                do { try AtomicFileWriter.write(bytes, to: table.path, expecting: table.stamp) } catch {
                    failures.append(.writeFailed(path: table.path, reason: "\(error)"))
                    continue
                }
                if reportsText {
                    output.out("fixed \(table.path) (\(count(table.entries.count, "entry", "entries")) added)")
                }
            case .check:
                guard reportsText else { break }
                for (entry, line) in zip(table.entries, table.lines) {
                    output.out(
                        "\(table.path):\(line):1: warning: adds "
                            + "\(Self.quoted(entry.key)) = \(Self.quoted(entry.value)) "
                            + "for translators [string-table]")
                }
            case .diff:
                output.outRaw(
                    UnifiedDiff.render(
                        old: String(decoding: table.input, as: UTF8.self),
                        new: String(decoding: table.output ?? table.input, as: UTF8.self),
                        oldName: DiffName.old(table.path), newName: DiffName.new(table.path)))
            }
            changed += 1
        }
        return changed
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The line of the new entry for `key`: its last quoted occurrence (an entry is added once).
    /// Searched in the bytes: a catalog can hold megabytes, and string search and counting
    /// characters there cost more than the run's parsing.
    private static func line(of key: String, in bytes: [UInt8]) -> Int {
        let needle = Array(quoted(key).utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return 1 }
        var start = bytes.count - needle.count
        while start >= 0 {
            if bytes[start] == needle[0], bytes[start..<start + needle.count].elementsEqual(needle) {
                return bytes[..<start].reduce(1) { $1 == 10 ? $0 + 1 : $0 }
            }
            start -= 1
        }
        return 1
    }
}

/// What adding a run's entries to one string table came to.
enum TableEditOutcome: Equatable {
    /// The table has every key already.
    case unchanged
    /// `output`: the new table (nil when it came from the cache, which keeps only the lines);
    /// `lines`: each entry's line in it.
    case added(output: [UInt8]?, lines: [Int])
    /// The table does not parse or is not in its tool's layout.
    case failed(reason: String)

    var withoutOutput: TableEditOutcome {
        if case let .added(_, lines) = self { return .added(output: nil, lines: lines) }
        return self
    }

    /// A kind byte, then the lines as little-endian 32-bit words or the reason's UTF-8.
    func encoded() -> [UInt8] {
        switch self {
        case .unchanged:
            return [0]
        case let .added(_, lines):
            var bytes: [UInt8] = [1]
            for line in lines { withUnsafeBytes(of: UInt32(truncatingIfNeeded: line).littleEndian) { bytes += $0 } }
            return bytes
        case let .failed(reason):
            return [2] + Array(reason.utf8)
        }
    }

    /// Nil for bytes `encoded()` cannot have written for `count` entries.
    init?(encoded bytes: [UInt8], count: Int) {
        guard let kind = bytes.first else { return nil }
        switch kind {
        case 0 where bytes.count == 1:
            self = .unchanged
        case 1 where bytes.count == 1 + 4 * count:
            let lines = stride(from: 1, to: bytes.count, by: 4).map { start in
                Int(bytes[start..<start + 4].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            }
            self = .added(output: nil, lines: lines)
        case 2:
            self = .failed(reason: String(decoding: bytes.dropFirst(), as: UTF8.self))
        default:
            return nil
        }
    }
}
