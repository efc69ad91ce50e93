/// Path arithmetic on strings only: project files name paths that may not exist (yet), and
/// resolving symlinks would make the same file compare unequal to the caller's spelling of it.
enum XcodePath {
    /// `/a/./b/../c/` → `/a/c`. Relative paths stay relative; `..` above the root is dropped.
    static func standardize(_ path: String) -> String {
        if isStandard(path) { return path }
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

    /// Already standard: no empty, `.` or `..` component and no trailing slash (most paths a run
    /// meets), checked over the UTF-8 without splitting.
    private static func isStandard(_ path: String) -> Bool {
        var componentLength = 0, dots = 0, count = 0
        for byte in path.utf8 {
            count += 1
            if byte == UInt8(ascii: "/") {
                // An empty component (`//`), `.` or `..` between slashes; a leading `/` is the root.
                if count > 1 && (componentLength == 0 || componentLength == dots) { return false }
                componentLength = 0
                dots = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        guard count > 0 else { return false }
        // A trailing slash, or a last component of `.` or `..`.
        if componentLength == 0 { return count == 1 }
        return !(componentLength == dots && dots <= 2)
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
        // A byte search: `String.contains` goes through Foundation, and every file asks.
        while current != "/", current.utf8.contains(UInt8(ascii: "/")) {
            current = parent(of: current)
            result.append(current)
        }
        return result
    }
}
