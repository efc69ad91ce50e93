/// A path glob as `.gitignore` users expect: `*` within one path component, `**` across
/// components (`Generated/**`, `**/*.generated.swift`), `?` one character.
public struct GlobPattern: Sendable, Equatable {
    public let pattern: String
    private let parts: [Substring]

    public init(_ pattern: String) {
        self.pattern = pattern
        let trimmed = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        parts = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether `path` (relative, `/`-separated) matches. A pattern that names a folder also
    /// matches everything inside it.
    public func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        return Self.match(parts[...], components[...], allowPrefix: true)
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>, allowPrefix: Bool)
        -> Bool
    {
        guard let head = pattern.first else { return path.isEmpty || allowPrefix }
        if head == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining, allowPrefix: allowPrefix) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(Array(head), 0, Array(component), 0) else { return false }
        return match(pattern.dropFirst(), path.dropFirst(), allowPrefix: allowPrefix)
    }

    private static func matchComponent(_ pattern: [Character], _ p: Int, _ text: [Character], _ t: Int) -> Bool {
        if p == pattern.count { return t == text.count }
        switch pattern[p] {
        case "*":
            var index = t
            while true {
                if matchComponent(pattern, p + 1, text, index) { return true }
                if index == text.count { return false }
                index += 1
            }
        case "?":
            return t < text.count && matchComponent(pattern, p + 1, text, t + 1)
        default:
            return t < text.count && pattern[p] == text[t] && matchComponent(pattern, p + 1, text, t + 1)
        }
    }
}
