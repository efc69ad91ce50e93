import Foundation

/// Golden files under `Snapshots/`. `SNAPSHOT_RECORD=1 swift test` rewrites them; otherwise a
/// difference is a failure that shows a diff.
public enum Snapshot {
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" }

    /// Nil when `actual` matches the golden file (or was recorded), else a failure message.
    public static func mismatch(_ actual: String, golden relativePath: String) -> String? {
        let url = PackagePaths.snapshots.appendingPathComponent(relativePath)
        if isRecording {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            do { try Data(actual.utf8).write(to: url) } catch { return "cannot record \(relativePath): \(error)" }
            return nil
        }
        guard let expected = try? PackagePaths.read(url) else {
            return "missing golden file Snapshots/\(relativePath); run SNAPSHOT_RECORD=1 swift test to record it"
        }
        guard expected != actual else { return nil }
        return "Snapshots/\(relativePath) differs (SNAPSHOT_RECORD=1 swift test re-records):\n"
            + TextDifference.describe(expected: expected, actual: actual)
    }
}
