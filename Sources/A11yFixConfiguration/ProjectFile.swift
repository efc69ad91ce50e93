import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the settings files probed in every folder above each file of a run (`.swiftlint.yml`,
/// `.editorconfig`, `Package.swift`, …). Most are absent, and Foundation builds and throws an error
/// for each absent one (about 8,000 instructions); `access` answers that in a system call.
public enum ProjectFile {
    /// The file's bytes, or nil when it cannot be read, as `FileManager.contents(atPath:)` says.
    public static func contents(atPath path: String) -> Data? {
        RunInputs.shared.presence(path)
        guard access(path, F_OK) == 0 else { return nil }
        return RunInputs.contents(atPath: path)
    }
}
