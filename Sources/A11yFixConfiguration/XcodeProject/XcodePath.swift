/// Path arithmetic on strings only: project files name paths that may not exist (yet), and
/// resolving symlinks would make the same file compare unequal to the caller's spelling of it.
enum XcodePath {
    /// `/a/./b/../c/` → `/a/c`. Relative paths stay relative; `..` above the root is dropped.
    static func standardize(_ path: String) -> String {
        if isStandard(path) { return path }
        // On the UTF-8 bytes: every file of a run asks, and splitting by `Character` cost a cached
        // rerun over `./` more than a quarter of its instructions.
        let bytes = Array(path.utf8)
        let slash = UInt8(ascii: "/")
        let isAbsolute = bytes.first == slash
        func isDots(_ part: Range<Int>, _ count: Int) -> Bool {
            part.count == count && bytes[part].allSatisfy { $0 == UInt8(ascii: ".") }
        }
        var parts: [Range<Int>] = []
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == slash {
            let part = start..<end
            start = end + 1
            if part.isEmpty || isDots(part, 1) { continue }
            if isDots(part, 2) {
                if let last = parts.last, !isDots(last, 2) {
                    parts.removeLast()
                } else if !isAbsolute {
                    parts.append(part)
                }
                continue
            }
            parts.append(part)
        }
        var output: [UInt8] = isAbsolute ? [slash] : []
        output.reserveCapacity(bytes.count)
        for (index, part) in parts.enumerated() {
            if index > 0 { output.append(slash) }
            output += bytes[part]
        }
        return output.isEmpty ? "." : String(decoding: output, as: UTF8.self)
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
