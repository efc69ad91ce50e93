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
        let isAbsolute = text.hasPrefix("/")
        let parts = text.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let joined = parts.joined(separator: "/")
        if joined.isEmpty { return path }
        return isAbsolute ? "/" + joined : joined
    }
}
