/// A unified diff of two texts by lines (Myers' algorithm), with three lines of context,
/// as `diff -u` and `git diff` print it.
public enum UnifiedDiff {
    public static func render(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(of: old), b = lines(of: new)
        let script = editScript(a, b)
        guard script.contains(where: { $0.kind != .same }) else { return "" }

        var output = "--- \(oldName)\n+++ \(newName)\n"
        var index = 0
        while index < script.count {
            guard let firstChange = script[index...].firstIndex(where: { $0.kind != .same }) else { break }
            var end = firstChange
            // Extend the hunk while the next change is within 2 × context unchanged lines.
            while true {
                guard let nextChange = script[(end + 1)...].firstIndex(where: { $0.kind != .same }) else { break }
                let gap = script[(end + 1)..<nextChange].count
                if gap > 2 * context { break }
                end = nextChange
            }
            let start = max(firstChange - context, index == 0 ? 0 : index)
            let stop = min(end + context + 1, script.count)
            let hunk = script[start..<stop]
            let oldStart = hunk.first!.oldLine, newStart = hunk.first!.newLine
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for step in hunk {
                let text: String
                switch step.kind {
                case .same: text = " " + a[step.oldLine]
                case .delete: text = "-" + a[step.oldLine]
                case .insert: text = "+" + b[step.newLine]
                }
                // Bytes, not Characters: a "\r\n" line ends in one Character that is not "\n".
                output += text.utf8.last == UInt8(ascii: "\n") ? text : text + "\n\\ No newline at end of file\n"
            }
            index = stop
        }
        return output
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        // Lines are 1-based; an empty range names the line before it.
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    /// Lines with their terminators, so a changed line ending shows as a change.
    static func lines(of text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character == "\n" || character == "\r\n" {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    struct Step {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var oldLine: Int  // index in old of this line, or of the next old line for an insertion
        var newLine: Int
    }

    /// Myers' O((N+M)D) shortest edit script.
    static func editScript(_ a: [String], _ b: [String]) -> [Step] {
        let n = a.count, m = b.count, maximum = n + m
        var frontier = [Int](repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        outer: for d in 0...maximum {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && frontier[maximum + k - 1] < frontier[maximum + k + 1]) {
                    x = frontier[maximum + k + 1]
                } else {
                    x = frontier[maximum + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[maximum + k] = x
                if x >= n, y >= m { break outer }
            }
        }
        // Walk back through the saved frontiers.
        var steps: [Step] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[maximum + k - 1] < v[maximum + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[maximum + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                steps.append(Step(kind: .same, oldLine: x, newLine: y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    steps.append(Step(kind: .insert, oldLine: x, newLine: y))
                } else {
                    x -= 1
                    steps.append(Step(kind: .delete, oldLine: x, newLine: y))
                }
            }
        }
        return steps.reversed()
    }
}
