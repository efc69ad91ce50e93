/// Path arithmetic on strings only: project files name paths that may not exist (yet), and
/// resolving symlinks would make the same file compare unequal to the caller's spelling of it.
enum XcodePath {
    /// `/a/./b/../c/` → `/a/c`. Relative paths stay relative; `..` above the root is dropped.
    static func standardize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else if !isAbsolute { parts.append(part) }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// `base` + `relative`, standardized; an absolute `relative` replaces `base`.
    static func join(_ base: String, _ relative: String) -> String {
        if relative.isEmpty { return standardize(base) }
        if relative.hasPrefix("/") { return standardize(relative) }
        return standardize(base + "/" + relative)
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func lastComponent(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// The path itself and each folder above it, nearest first, for set lookups of ancestors.
    static func selfAndAncestors(of path: String) -> [String] {
        var result = [path]
        var current = path
        while current != "/", current.contains("/") {
            current = parent(of: current)
            result.append(current)
        }
        return result
    }
}
