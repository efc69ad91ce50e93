import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's working folder as `FileManager.currentDirectoryPath` gives it, asked once per
/// change: Foundation standardizes it through `URL` on every call, which cost a cached rerun a
/// tenth of its instructions (every relative path of every file's plan asks). `getcwd` says whether
/// it changed since.
public enum WorkingDirectory {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var known: (raw: [CChar], path: String)?

    public static var path: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return FileManager.default.currentDirectoryPath }
        let raw = Array(buffer.prefix { $0 != 0 })
        if let known = lock.withLock({ known }), known.raw == raw { return known.path }
        let path = FileManager.default.currentDirectoryPath
        lock.withLock { known = (raw, path) }
        return path
    }
}
