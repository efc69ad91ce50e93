/// A compact binary form of what the engine decided for one input, for the result cache.
///
/// The path and the input bytes are not stored: the cache is keyed by the input, and a hit is
/// rebuilt with the path it was looked up under. Unchanged output is stored as a flag, not a copy.
/// Decoding checks a magic header, every length against the bytes left, and a trailing checksum,
/// so a truncated or corrupted entry is an error, never a wrong result.
public enum OutcomeCodec {
    static let magic = Array("a11yfix-result 9\n".utf8)

    public struct Malformed: Error, CustomStringConvertible {
        public var description: String
    }

    /// Nil for failures that depend on the file system rather than the bytes (unreadable, write
    /// failed): those are never cached.
    public static func encode(_ outcome: FileOutcome, input: [UInt8]) -> [UInt8]? {
        var writer = Writer()
        switch outcome {
        case let .processed(report):
            writer.byte(0)
            if report.output == input {
                writer.byte(0)
            } else {
                writer.byte(1)
                writer.bytes(report.output)
            }
            for list in [report.applied, report.needsReview, report.suppressed] {
                writer.int(list.count)
                list.forEach { writer.finding($0) }
            }
            writer.int(report.verifications.count)
            for verification in report.verifications {
                writer.string(verification.kind)
                writer.int(verification.count)
                writer.byte(verification.isLeftOnPurpose ? 1 : 0)
            }
            writer.int(report.previewFindingsSkipped)
            writer.int(report.unknownSuppressionIDs.count)
            for unknown in report.unknownSuppressionIDs {
                writer.int(unknown.line)
                writer.string(unknown.id)
            }
        case let .failed(failure):
            writer.byte(1)
            switch failure {
            case .notUTF8:
                writer.byte(1)
            case let .doesNotParse(_, line, column, reason):
                writer.byte(2)
                writer.int(line)
                writer.int(column)
                writer.string(reason)
            case let .fixBrokeSyntax(_, line, transforms):
                writer.byte(3)
                writer.int(line)
                writer.int(transforms.count)
                transforms.forEach { writer.string($0) }
            case let .doesNotSettle(_, passes, transforms):
                writer.byte(4)
                writer.int(passes)
                writer.int(transforms.count)
                transforms.forEach { writer.string($0) }
            case .unreadable, .writeFailed:
                return nil
            }
        }
        return magic + writer.output + Checksum.bytes(of: writer.output)
    }

    public static func decode(_ data: [UInt8], path: String, input: [UInt8]) throws -> FileOutcome {
        guard data.count >= magic.count + 8, data.starts(with: magic) else {
            throw Malformed(description: "not a result entry")
        }
        let payload = Array(data[magic.count..<(data.count - 8)])
        guard Checksum.bytes(of: payload) == Array(data.suffix(8)) else {
            throw Malformed(description: "checksum mismatch")
        }
        var reader = Reader(buffer: payload)
        let outcome: FileOutcome
        switch try reader.byte() {
        case 0:
            let output = try reader.byte() == 0 ? input : try reader.data()
            var lists: [[Finding]] = []
            for _ in 0..<3 { lists.append(try (0..<reader.count()).map { _ in try reader.finding() }) }
            let verifications = try (0..<reader.count()).map { _ in
                Verification(
                    kind: try reader.string(), count: try reader.int(), isLeftOnPurpose: try reader.byte() == 1)
            }
            var report = FileReport(
                path: path, input: input, output: output, applied: lists[0],
                needsReview: lists[1], suppressed: lists[2], verifications: verifications,
                previewFindingsSkipped: try reader.int())
            report.unknownSuppressionIDs = try (0..<reader.count()).map { _ in
                let line = try reader.int()
                return UnknownSuppressionID(line: line, id: try reader.string())
            }
            outcome = .processed(report)
        case 1:
            switch try reader.byte() {
            case 1: outcome = .failed(.notUTF8(path: path))
            case 2:
                let line = try reader.int(), column = try reader.int()
                outcome = .failed(.doesNotParse(path: path, line: line, column: column, reason: try reader.string()))
            case 3:
                let line = try reader.int()
                outcome = .failed(
                    .fixBrokeSyntax(
                        path: path, line: line, transforms: try (0..<reader.count()).map { _ in try reader.string() }))
            case 4:
                let passes = try reader.int()
                outcome = .failed(
                    .doesNotSettle(
                        path: path, passes: passes,
                        transforms: try (0..<reader.count()).map { _ in try reader.string() }))
            default: throw Malformed(description: "unknown failure kind")
            }
        default:
            throw Malformed(description: "unknown outcome kind")
        }
        guard reader.isAtEnd else { throw Malformed(description: "trailing bytes") }
        return outcome
    }

    struct Writer {
        var output: [UInt8] = []

        mutating func byte(_ value: UInt8) { output.append(value) }

        /// LEB128; every stored integer is a count, offset, line or column, so never negative.
        mutating func int(_ value: Int) {
            var rest = UInt64(max(0, value))
            repeat {
                let low = UInt8(rest & 0x7f)
                rest >>= 7
                output.append(rest == 0 ? low : low | 0x80)
            } while rest != 0
        }

        mutating func bytes(_ value: [UInt8]) {
            int(value.count)
            output += value
        }

        mutating func string(_ value: String) { bytes(Array(value.utf8)) }

        mutating func finding(_ finding: Finding) {
            string(finding.transformID)
            int(finding.offset)
            int(finding.location.line)
            int(finding.location.column)
            int(finding.endOffset - finding.offset)
            int(finding.endLocation.line)
            int(finding.endLocation.column)
            string(finding.message)
            int(finding.pass)
            byte(finding.isSuggestion ? 1 : 0)
            byte(finding.notApplied.map { $0 == .lineLength ? 1 : 2 } ?? 0)
            guard let fix = finding.fix else { return byte(0) }
            byte(1)
            int(fix.edits.count)
            for edit in fix.edits {
                int(edit.range.lowerBound)
                int(edit.range.count)
                string(edit.replacement)
            }
            string(fix.summary)
            byte(fix.isInferred ? 1 : 0)
            int(fix.namedElement.map { $0 + 1 } ?? 0)  // 0: names no element
            int(fix.localizationKeys.count)
            fix.localizationKeys.forEach { string($0) }
            int(fix.tableEntries.count)
            for entry in fix.tableEntries {
                string(entry.table)
                string(entry.key)
                string(entry.value)
                string(entry.comment)
            }
            byte(fix.layout.rawValue)
        }
    }

    struct Reader {
        var buffer: [UInt8]
        var position = 0

        var isAtEnd: Bool { position == buffer.count }

        mutating func byte() throws -> UInt8 {
            guard position < buffer.count else { throw Malformed(description: "truncated") }
            position += 1
            return buffer[position - 1]
        }

        mutating func int() throws -> Int {
            var value: UInt64 = 0, shift: UInt64 = 0
            while true {
                let next = try byte()
                guard shift < 63 else { throw Malformed(description: "integer too long") }
                value |= UInt64(next & 0x7f) << shift
                if next & 0x80 == 0 { break }
                shift += 7
            }
            guard value <= UInt64(Int32.max) else { throw Malformed(description: "integer out of range") }
            return Int(value)
        }

        /// A count of items still to read: each takes at least one byte, so more than the bytes left is corrupt.
        mutating func count() throws -> Int {
            let value = try int()
            guard value <= buffer.count - position else { throw Malformed(description: "count past the end") }
            return value
        }

        mutating func data() throws -> [UInt8] {
            let length = try count()
            defer { position += length }
            return Array(buffer[position..<(position + length)])
        }

        mutating func string() throws -> String {
            let raw = try data()
            guard let text = String(validating: raw, as: UTF8.self) else {
                throw Malformed(description: "invalid text")
            }
            return text
        }

        mutating func finding() throws -> Finding {
            let id = try string(), offset = try int(), line = try int(), column = try int()
            let length = try int(), endLine = try int(), endColumn = try int()
            let message = try string(), pass = try int()
            let isSuggestion = try byte() == 1
            let notApplied: NotAppliedReason? = [nil, .lineLength, .stringTable][Int(min(try byte(), 2))]
            var fix: Fix?
            switch try byte() {
            case 0: break
            case 1:
                let edits = try (0..<count()).map { _ in
                    let start = try int(), length = try int()
                    return TextEdit(range: start..<(start + length), replacement: try string())
                }
                let summary = try string()
                let isInferred = try byte() == 1
                let element = try int()
                let keys = try (0..<count()).map { _ in try string() }
                let entries = try (0..<count()).map { _ in
                    TableEntry(table: try string(), key: try string(), value: try string(), comment: try string())
                }
                fix = Fix(
                    edits: edits, summary: summary, isInferred: isInferred,
                    namedElement: element == 0 ? nil : element - 1, localizationKeys: keys, tableEntries: entries)
                fix?.layout = FixLayout(rawValue: try byte())
            default: throw Malformed(description: "bad fix flag")
            }
            var finding = Finding(
                transformID: id, offset: offset, location: SourceFile.Location(line: line, column: column),
                end: (offset + length, SourceFile.Location(line: endLine, column: endColumn)),
                message: message, fix: fix
            )
            finding.pass = pass
            finding.isSuggestion = isSuggestion
            finding.notApplied = notApplied
            return finding
        }
    }
}

/// FNV-1a, 64-bit: fast, not cryptographic. Used for cache keys (two variants together) and
/// entry checksums, where a collision costs a wrong cache hit only with odds of 2^-128.
public enum Checksum {
    public static func fnv1a(_ bytes: some Sequence<UInt8>, basis: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// A 64-bit hash that reads eight bytes per step (FNV-1a reads one): the result cache hashes
    /// every file of every run, so this is on the path of a fully cached run. Two seeds give the
    /// two independent halves of a content key.
    public static func words(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        var hash = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = mixed(hash ^ mixed(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0
        for index in offset..<bytes.count { tail = tail << 8 | UInt64(bytes[index]) }
        return mixed(hash ^ mixed(tail ^ 0xFF))
    }

    /// The SplitMix64 finalizer: every input bit affects every output bit.
    private static func mixed(_ value: UInt64) -> UInt64 {
        var value = value &+ 0x9E37_79B9_7F4A_7C15
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    static func bytes(of payload: [UInt8]) -> [UInt8] {
        withUnsafeBytes(of: fnv1a(payload).littleEndian) { Array($0) }
    }
}
