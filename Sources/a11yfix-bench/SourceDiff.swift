/// One replacement as `--reporter json` reports it: bytes of the input file, and what replaces them.
struct ByteEdit: Equatable, Decodable {
    var byteOffset: Int
    var byteLength: Int
    var replacement: String
}

struct SourceDiffError: Error, CustomStringConvertible, Equatable {
    var description: String
}

/// A file's text split into lines, with where each line starts, for mapping byte offsets to lines.
struct SourceLines {
    let bytes: [UInt8]
    /// Byte offset of each line's first byte; a final newline does not start another line.
    let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") && index + 1 < bytes.count {
            starts.append(index + 1)
        }
        self.starts = starts
    }

    var count: Int { bytes.isEmpty ? 0 : starts.count }

    /// The 0-based line holding `offset`; the end of the file belongs to the last line.
    func line(of offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Bytes of lines `first...last`, newlines included.
    func range(of first: Int, through last: Int) -> Range<Int> {
        starts[first]..<(last + 1 < starts.count ? starts[last + 1] : bytes.count)
    }

    /// Every line as text, without its newline.
    var texts: [String] { SourceLines.split(bytes[...]) }

    static func split(_ bytes: ArraySlice<UInt8>) -> [String] {
        guard !bytes.isEmpty else { return [] }
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        if bytes.last == UInt8(ascii: "\n") { lines.removeLast() }
        return lines
    }
}

/// Lines `oldStart..<oldStart + oldCount` (0-based) of the original replaced by `newLines`.
struct LineChange: Equatable {
    var oldStart: Int
    var oldCount: Int
    var newLines: [String]

    var oldEnd: Int { oldStart + oldCount }
}

/// One fix applied on its own to the original bytes, and the line changes it makes.
enum SingleFix {
    /// The original with only `edits` applied. Edits must lie inside the file and not overlap;
    /// insertions at the same offset keep their reported order.
    static func apply(_ edits: [ByteEdit], to original: [UInt8]) throws -> [UInt8] {
        let sorted = try validated(edits, count: original.count)
        var result = original
        for edit in sorted.reversed() {
            result.replaceSubrange(
                edit.byteOffset..<(edit.byteOffset + edit.byteLength), with: Array(edit.replacement.utf8))
        }
        return result
    }

    /// The changed lines, exactly: each group of edits that share a line is applied to just those
    /// lines, and lines that come out the same at either end are left as context.
    static func changes(_ edits: [ByteEdit], in original: [UInt8]) throws -> [LineChange] {
        let sorted = try validated(edits, count: original.count)
        guard !sorted.isEmpty else { return [] }
        if original.isEmpty {
            let inserted = SourceLines.split(Array(sorted.map(\.replacement).joined().utf8)[...])
            return inserted.isEmpty ? [] : [LineChange(oldStart: 0, oldCount: 0, newLines: inserted)]
        }
        let lines = SourceLines(original)
        // Group edits whose lines touch: a group is rewritten as one block of lines.
        var groups: [(span: ClosedRange<Int>, edits: [ByteEdit])] = []
        for edit in sorted {
            // From the edit's line to the line of the first byte after it, which includes the next
            // line when the edit replaces a newline (that line may be joined to this one).
            let span = lines.line(of: edit.byteOffset)...lines.line(of: edit.byteOffset + edit.byteLength)
            if let last = groups.last, span.lowerBound <= last.span.upperBound {
                groups[groups.count - 1] = (
                    last.span.lowerBound...max(last.span.upperBound, span.upperBound), last.edits + [edit]
                )
            } else {
                groups.append((span, [edit]))
            }
        }
        var changes: [LineChange] = []
        for group in groups {
            let block = lines.range(of: group.span.lowerBound, through: group.span.upperBound)
            var text = Array(original[block])
            for edit in group.edits.reversed() {
                let start = edit.byteOffset - block.lowerBound
                text.replaceSubrange(start..<(start + edit.byteLength), with: Array(edit.replacement.utf8))
            }
            let old = SourceLines.split(original[block]), new = SourceLines.split(text[...])
            var prefix = 0
            while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < old.count - prefix, suffix < new.count - prefix,
                old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
            { suffix += 1 }
            guard prefix + suffix < max(old.count, new.count) else { continue }
            let change = LineChange(
                oldStart: group.span.lowerBound + prefix, oldCount: old.count - prefix - suffix,
                newLines: Array(new[prefix..<(new.count - suffix)]))
            // Changes on adjacent lines read as one block of - lines then + lines, as diff shows them.
            if let last = changes.last, last.oldEnd == change.oldStart {
                changes[changes.count - 1] = LineChange(
                    oldStart: last.oldStart, oldCount: last.oldCount + change.oldCount,
                    newLines: last.newLines + change.newLines)
            } else {
                changes.append(change)
            }
        }
        return changes
    }

    private static func validated(_ edits: [ByteEdit], count: Int) throws -> [ByteEdit] {
        let sorted = edits.enumerated().sorted {
            ($0.element.byteOffset, $0.offset) < ($1.element.byteOffset, $1.offset)
        }.map(\.element)
        var end = 0
        for edit in sorted {
            guard edit.byteOffset >= 0, edit.byteLength >= 0, edit.byteOffset + edit.byteLength <= count else {
                throw SourceDiffError(
                    description:
                        "edit at byte \(edit.byteOffset)+\(edit.byteLength) lies outside the \(count)-byte file")
            }
            guard edit.byteOffset >= end else {
                throw SourceDiffError(description: "edits overlap at byte \(edit.byteOffset)")
            }
            end = edit.byteOffset + edit.byteLength
        }
        return sorted
    }
}

/// Line diffs for whole files (Myers), for fixes whose own edits are not reported.
enum LineDiff {
    static func changes(from old: [String], to new: [String]) -> [LineChange] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        { suffix += 1 }
        let a = Array(old[prefix..<(old.count - suffix)]), b = Array(new[prefix..<(new.count - suffix)])
        // Myers' O((N+M)D) shortest edit script, then walked back into runs of changed lines.
        let n = a.count, m = b.count, maximum = n + m
        var v = [Int](repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        search: for d in 0...maximum {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    (k == -d || (k != d && v[maximum + k - 1] < v[maximum + k + 1]))
                    ? v[maximum + k + 1] : v[maximum + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[maximum + k] = x
                if x >= n && y >= m { break search }
            }
        }
        // Back-track: collect, for each old line, whether it is kept, and the new lines inserted before it.
        var x = n, y = m
        var operations: [(kind: Character, old: Int, new: Int)] = []  // "=", "-", "+" with the line index
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d], k = x - y
            let previousK = (k == -d || (k != d && v[maximum + k - 1] < v[maximum + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[maximum + previousK], previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                operations.append(("=", x, y))
            }
            guard d > 0 else { break }
            if x == previousX {
                y -= 1
                operations.append(("+", x, y))
            } else {
                x -= 1
                operations.append(("-", x, y))
            }
        }
        var changes: [LineChange] = []
        var current: LineChange?
        for operation in operations.reversed() {
            if operation.kind == "=" {
                if let done = current {
                    changes.append(done)
                    current = nil
                }
                continue
            }
            if current == nil { current = LineChange(oldStart: prefix + operation.old, oldCount: 0, newLines: []) }
            if operation.kind == "-" { current!.oldCount += 1 } else { current!.newLines.append(b[operation.new]) }
        }
        if let done = current { changes.append(done) }
        return changes
    }
}

/// Unified-diff hunks and marked excerpts, as review sheets show them.
enum DiffRendering {
    /// `@@ -a,n +b,m @@` hunks for `changes` (sorted, non-overlapping) with `context` original
    /// lines around each; changes whose context windows meet share a hunk.
    static func hunks(_ original: [String], _ changes: [LineChange], context: Int = 6) -> [String] {
        var output: [String] = []
        var index = 0, delta = 0  // delta: new-minus-old line count of the changes before `index`
        while index < changes.count {
            var last = index
            while last + 1 < changes.count, changes[last + 1].oldStart - changes[last].oldEnd <= 2 * context {
                last += 1
            }
            let oldStart = max(0, changes[index].oldStart - context),
                oldEnd = min(original.count, changes[last].oldEnd + context)
            var body: [String] = [], newCount = 0
            var cursor = oldStart
            for change in changes[index...last] {
                for line in original[cursor..<change.oldStart] {
                    body.append(" " + line)
                    newCount += 1
                }
                for line in original[change.oldStart..<change.oldEnd] { body.append("-" + line) }
                for line in change.newLines {
                    body.append("+" + line)
                    newCount += 1
                }
                cursor = change.oldEnd
            }
            for line in original[cursor..<oldEnd] {
                body.append(" " + line)
                newCount += 1
            }
            let oldCount = oldEnd - oldStart, newStart = oldStart + delta
            output.append("@@ -\(start(oldStart, oldCount)),\(oldCount) +\(start(newStart, newCount)),\(newCount) @@")
            output += body
            for change in changes[index...last] { delta += change.newLines.count - change.oldCount }
            index = last + 1
        }
        return output.map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
    }

    /// Lines `line ± radius` (1-based `line`), numbered, the line itself marked with `>`.
    static func excerpt(_ original: [String], line: Int, radius: Int = 6) -> [String] {
        guard !original.isEmpty else { return [] }
        let target = min(max(line, 1), original.count)
        let first = max(1, target - radius), last = min(original.count, target + radius)
        let width = String(last).count
        return (first...last).map { number in
            let text = original[number - 1]
            return
                "\(number == target ? ">" : " ") \(String(number).leftPadded(width)) | \(text.hasSuffix("\r") ? String(text.dropLast()) : text)"
        }
    }

    /// A Markdown code fence longer than any run of backticks in `lines`.
    static func fence(for lines: [String]) -> String {
        var longest = 0
        for line in lines {
            var run = 0
            for character in line.utf8 {
                run = character == UInt8(ascii: "`") ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        return String(repeating: "`", count: max(3, longest + 1))
    }

    /// Unified diff numbering: an empty range names the line before it.
    private static func start(_ zeroBased: Int, _ count: Int) -> Int { count == 0 ? zeroBased : zeroBased + 1 }
}
