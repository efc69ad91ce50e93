/// Warnings as `<file path>: <reason>` lines, each once, in the order first seen: the same
/// broken include is met once per build configuration that uses it.
struct WarningLog {
    private(set) var lines: [String] = []
    private var seen: Set<String> = []

    mutating func add(_ file: String, _ reason: String) {
        let line = "\(file): \(reason)"
        if seen.insert(line).inserted { lines.append(line) }
    }

    mutating func add(contentsOf other: WarningLog) {
        for line in other.lines where seen.insert(line).inserted { lines.append(line) }
    }
}
