import Foundation

/// The project-marking names of each folder, listed once per run: the project-root walk and the
/// resolver's Xcode-project lookup ask the same folders (every one above a file, up to `/`), and a
/// folder above the projects such as `/tmp` can hold a hundred thousand names. Kept per run (a
/// resolver and its roots), not per process, so a language server sees a project created since.
public final class FolderListings: @unchecked Sendable {
    /// Every name either caller looks for: Xcode projects and workspaces, XcodeGen specs, Tuist manifests.
    static let suffixes = [".xcodeproj", ".xcworkspace"]
    static let exact = XcodeGenSpec.fileNames + [TuistManifest.fileName]

    private let lock = NSLock()
    private var names: [String: [String]] = [:]

    public init() {}

    /// The names in `folder` that end as an Xcode project or workspace does or name an XcodeGen
    /// spec or a Tuist manifest, in no order; empty when the folder cannot be read.
    public func projectNames(in folder: String) -> [String] {
        if let known = lock.withLock({ names[folder] }) { return known }
        // Listed outside the lock: two threads may both list a new folder, never block on a huge one.
        // A run kept for replay records the names, and the folder's stamp taken before listing.
        let recording = RunInputs.shared.isOn
        let stamp = recording ? RunInputs.Stamp(path: folder) : nil
        let listed = Self.list(folder: folder)
        if recording { RunInputs.shared.projectNames(listed, in: folder, stamp: stamp) }
        lock.withLock { names[folder] = listed }
        return listed
    }

    /// The names `projectNames(in:)` gives, listed now.
    static func list(folder: String) -> [String] {
        DirectoryNames.matching(in: folder, suffixes: suffixes, exact: exact)
    }
}
