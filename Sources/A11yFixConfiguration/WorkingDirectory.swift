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
        // In place on the stack, not a zeroed `PATH_MAX` array and its copy per call: each file asks several times.
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(PATH_MAX) + 1) { buffer in
            guard let base = buffer.baseAddress, getcwd(base, buffer.count) != nil else {
                return FileManager.default.currentDirectoryPath
            }
            let raw = UnsafeBufferPointer(start: base, count: strlen(base))
            if let known = lock.withLock({ known }), known.raw.elementsEqual(raw) { return known.path }
            let path = FileManager.default.currentDirectoryPath
            lock.withLock { known = (Array(raw), path) }
            return path
        }
    }
}
