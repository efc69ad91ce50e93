import Foundation

/// Where a file's project begins: the nearest folder at or above it that holds `.a11yfix.yml`,
/// `Package.swift`, an Xcode project or workspace, or `.git` (or the folder `--project-root`
/// names). Every entry point indexes that whole folder and plans the file within it, so a file
/// gets the same answer alone, through standard input, or in a run over its project. The home
/// folder is a root only by `Package.swift` or an Xcode project: a `.git` there (dotfiles) or a
/// user-wide `.a11yfix.yml` would make every loose file under it index the whole home folder.
final class ProjectRoots: @unchecked Sendable {
    static let markers = [".a11yfix.yml", "Package.swift", ".git"]
    static let projectExtensions = [".xcodeproj", ".xcworkspace"]

    /// `--project-root`, absolute: every file belongs to that project.
    let explicitRoot: String?
    private let lock = NSLock()
    /// Every folder asked about (or passed on the way up), with the root above it.
    private var known: [String: String?] = [:]

    /// Where the walk up stops, never a root itself.
    private let home: String?

    init(explicitRoot: String? = nil, home: String? = ProcessInfo.processInfo.environment["HOME"]) {
        self.explicitRoot = explicitRoot.map(Self.absolute)
        self.home = home.flatMap { $0.hasPrefix("/") ? Self.absolute($0) : nil }
    }

    /// The project root of the file at `path` (which need not exist: an editor's new buffer);
    /// nil for a loose file with no project around it.
    func root(forFile path: String) -> String? {
        if let explicitRoot { return explicitRoot }
        var folder = Self.parent(of: Self.absolute(path))
        var visited: [String] = []
        var found: String?
        while true {
            if let cached = lock.withLock({ known[folder] }) {
                found = cached
                break
            }
            visited.append(folder)
            // The home folder is a root only by a package or an Xcode project (a checkout there).
            if folder == home {
                if Self.marksRoot(folder, by: ["Package.swift"]) { found = folder }
                break
            }
            if Self.marksRoot(folder) {
                found = folder
                break
            }
            let parent = Self.parent(of: folder)
            if parent == folder { break }
            folder = parent
        }
        lock.withLock { for folder in visited { known[folder] = .some(found) } }
        return found
    }

    static func marksRoot(_ folder: String, by markers: [String] = markers) -> Bool {
        let prefix = folder == "/" ? "" : folder
        if markers.contains(where: { access(prefix + "/" + $0, F_OK) == 0 }) { return true }
        guard let directory = opendir(folder) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
            if projectExtensions.contains(where: name.hasSuffix) { return true }
        }
        return false
    }

    /// Absolute and standardized (`.` and `..` resolved by string, links kept as spelled).
    static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "/" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
