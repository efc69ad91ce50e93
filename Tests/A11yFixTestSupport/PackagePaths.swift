import Foundation

/// Locations in the package checkout, found from this file's path the way swift-format's tests
/// do, so `Transforms/` and `Snapshots/` need not be SwiftPM resources.
public enum PackagePaths {
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // A11yFixTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    public static let transforms = root.appendingPathComponent("Transforms")
    public static let snapshots = root.appendingPathComponent("Snapshots")

    /// Sorted names of the entries of a folder; empty when it does not exist.
    public static func contents(of folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }
            .sorted()
    }

    public static func read(_ url: URL) throws -> String {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        return String(decoding: data, as: UTF8.self)
    }
}
