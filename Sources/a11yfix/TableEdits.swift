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
        var output: [UInt8]
        var entries: [TableEntry]
        var stamp: AtomicFileWriter.Stamp?
    }

    var tables: [Table] = []
    /// Tables that could not take their entries, one line each: nothing of them is changed.
    var failures: [FileFailure] = []

    /// The tables the applied fixes of `results` add entries to, with their new bytes.
    init(_ results: [FileResult]) {
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
            guard let data = FileManager.default.contents(atPath: path) else {
                failures.append(.unreadable(path: path, reason: "cannot read the string table"))
                continue
            }
            let input = [UInt8](data)
            do {
                guard let output = try StringTableEditor.adding(entries, to: input, path: path) else { continue }
                tables.append(Table(path: path, input: input, output: output, entries: entries, stamp: stamp))
            } catch {
                failures.append(.writeFailed(path: path, reason: "\(error); no entry was added to it"))
            }
        }
    }

    /// Writes each table (in write mode) and says what it did; returns the tables changed.
    mutating func finish(mode: RunMode, reportsText: Bool, output: StandardStreams) -> Int {
        var changed = 0
        for table in tables {
            switch mode {
            case .write:
                do { try AtomicFileWriter.write(table.output, to: table.path, expecting: table.stamp) } catch {
                    failures.append(.writeFailed(path: table.path, reason: "\(error)"))
                    continue
                }
                if reportsText {
                    output.out("fixed \(table.path) (\(count(table.entries.count, "entry", "entries")) added)")
                }
            case .check:
                guard reportsText else { break }
                for entry in table.entries {
                    output.out(
                        "\(table.path):\(Self.line(of: entry.key, in: table.output)):1: warning: adds "
                            + "\(Self.quoted(entry.key)) = \(Self.quoted(entry.value)) "
                            + "for translators [string-table]")
                }
            case .diff:
                output.outRaw(
                    UnifiedDiff.render(
                        old: String(decoding: table.input, as: UTF8.self),
                        new: String(decoding: table.output, as: UTF8.self),
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
