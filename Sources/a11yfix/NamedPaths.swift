import A11yFixConfiguration
import Foundation

/// The paths named on the command line, checked before anything is read: a mistyped path or a
/// file that is not Swift is a usage error (exit 2) that stops the run, not a file that failed.
enum NamedPaths {
    /// One message per path the run refuses, in command-line order; empty when all are usable.
    static func problems(_ paths: [String]) -> [String] {
        paths.compactMap { path in
            var isDirectory: ObjCBool = false
            guard RunInputs.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // A named link that leads nowhere is read, to be reported with its reason (exit 3).
                return FileDiscovery.isLink(path) ? nil : "no such file or directory: \(path)"
            }
            if isDirectory.boolValue || path.hasSuffix(".swift") { return nil }
            return "\(path): not a Swift file; a11yfix reads only .swift files "
                + "(name a folder to process every Swift file in it)"
        }
    }

    /// The warning for a run that found nothing to process: a mistyped or empty folder.
    static func nothingFound(in paths: [String]) -> String {
        "warning: no Swift files found in \(paths.joined(separator: ", "))"
    }
}
