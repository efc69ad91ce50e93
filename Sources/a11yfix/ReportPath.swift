import A11yFixConfiguration
import Foundation

/// The path a file is reported and diffed under: relative to the current folder when it lies
/// inside it, without `.` segments or doubled slashes, so `--diff` output applies with
/// `git apply` and `patch -p1`, and annotations match the paths code scanning knows.
enum ReportPath {
    static func display(_ path: String, currentFolder: String = WorkingDirectory.path) -> String {
        var text = path
        let root = currentFolder.hasSuffix("/") ? currentFolder : currentFolder + "/"
        if text.hasPrefix("/"), root != "/" {
            // Through a URL only when there is something to resolve: every reported file asks.
            let standardized = ProjectRoots.absolute(text)
            if standardized.hasPrefix(root) { text = String(standardized.dropFirst(root.count)) }
        }
        if isClean(text) { return text }
        let isAbsolute = text.hasPrefix("/")
        let parts = text.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let joined = parts.joined(separator: "/")
        if joined.isEmpty { return path }
        return isAbsolute ? "/" + joined : joined
    }

    /// Whether `text` is ASCII and splitting it at slashes finds no empty or `.` part (besides the
    /// leading slash of an absolute path): then it is its own display, without the split and
    /// join by `Character` (every reported file asks).
    private static func isClean(_ text: String) -> Bool {
        var part = 0
        var partIsDot = false
        var position = 0
        for byte in text.utf8 {
            if byte >= 0x80 { return false }
            if byte == UInt8(ascii: "/") {
                if (part == 0 && position > 0) || partIsDot { return false }
                part = 0
                partIsDot = false
            } else {
                partIsDot = part == 0 && byte == UInt8(ascii: ".")
                part += 1
            }
            position += 1
        }
        return part > 0 && !partIsDot
    }
}
