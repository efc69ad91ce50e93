import A11yFixConfiguration
import Foundation

/// Where a file's project begins: the nearest folder at or above it that holds `Package.swift`,
/// an Xcode project or workspace, `.git`, or an `.a11yfix.yml` that says `root: true` (or the
/// folder `--project-root` names). Another `.a11yfix.yml` configures its folder within that
/// project; with no project folder above it, the topmost one marks the project. Every entry point
/// indexes that whole folder and plans the file within it, so a file gets the same answer alone,
/// through standard input, or in a run over its project. The home folder is a root only by
/// `Package.swift` or an Xcode project: a `.git` there (dotfiles) or a user-wide `.a11yfix.yml`
/// would make every loose file under it index the whole home folder.
final class ProjectRoots: @unchecked Sendable {
    static let markers = ["Package.swift", ".git"]
    static let projectExtensions = [".xcodeproj", ".xcworkspace"]
    static let configuration = ".a11yfix.yml"

    /// `--project-root`, absolute: every file belongs to that project.
    let explicitRoot: String?
    private let lock = NSLock()
    /// Every folder asked about (or passed on the way up), with the root above it.
    private var known: [String: String?] = [:]

    /// Where the walk up stops, never a root itself.
    private let home: String?

    /// The folders' project names, shared with the run's resolver (one listing per folder).
    private let listings: FolderListings

    init(
        explicitRoot: String? = nil, home: String? = ProcessInfo.processInfo.environment["HOME"],
        listings: FolderListings = FolderListings()
    ) {
        self.explicitRoot = explicitRoot.map(Self.absolute)
        self.listings = listings
        self.home = home.flatMap { $0.hasPrefix("/") ? Self.absolute($0) : nil }
    }

    /// The project root of the file at `path` (which need not exist: an editor's new buffer);
    /// nil for a loose file with no project around it.
    func root(forFile path: String) -> String? {
        if let explicitRoot { return explicitRoot }
        var folder = Self.parent(of: Self.absolute(path))
        var visited: [String] = []
        // Folders with a configuration that is not a root, by their place in `visited`.
        var configured: [Int] = []
        var found: String??
        while true {
            if let cached = lock.withLock({ known[folder] }) {
                // An answer above, or none: then a configuration below is the topmost.
                if cached != nil { found = .some(cached) }
                break
            }
            visited.append(folder)
            // The home folder is a root only by a package or an Xcode project (a checkout there).
            if folder == home {
                if marksRoot(folder, by: ["Package.swift"]) { found = .some(folder) }
                break
            }
            if marksRoot(folder) {
                found = .some(folder)
                break
            }
            switch Self.configurationMark(folder) {
            case .root:
                found = .some(folder)
            case .options:
                configured.append(visited.count - 1)
            case nil:
                break
            }
            if found != nil { break }
            let parent = Self.parent(of: folder)
            if parent == folder { break }
            folder = parent
        }
        lock.withLock {
            for (position, folder) in visited.enumerated() {
                // Without a project folder above, each folder's root is the topmost configuration at or above it.
                known[folder] = found ?? configured.last(where: { $0 >= position }).map { visited[$0] }
            }
        }
        return found ?? configured.last.map { visited[$0] }
    }

    private enum ConfigurationMark { case root, options }

    /// What the folder's `.a11yfix.yml` says of the project; one that does not parse is left to
    /// the configuration reader to report, and marks a project only as options would.
    private static func configurationMark(_ folder: String) -> ConfigurationMark? {
        let path = (folder == "/" ? "" : folder) + "/" + configuration
        guard let data = ProjectFile.contents(atPath: path) else { return nil }
        let parsed = try? ConfigurationLoader.parse(String(decoding: data, as: UTF8.self), path: path)
        return parsed?.isProjectRoot == true ? .root : .options
    }

    private func marksRoot(_ folder: String, by markers: [String] = markers) -> Bool {
        let prefix = folder == "/" ? "" : folder
        if markers.contains(where: { marker in
            RunInputs.shared.presence(prefix + "/" + marker)
            return access(prefix + "/" + marker, F_OK) == 0
        }) {
            return true
        }
        return listings.projectNames(in: folder).contains { name in
            Self.projectExtensions.contains(where: name.hasSuffix)
        }
    }

    /// Absolute and standardized (`.` and `..` resolved by string, links kept as spelled).
    static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : WorkingDirectory.path + "/" + path
        // Asked for every file: a path with nothing to resolve is its own answer; `./Sources/…` is
        // resolved by string, as the resolver does (a URL percent-encodes the path and asks the
        // file system whether it is a folder: a tenth of a cached rerun over `./`).
        if isStandard(joined) { return joined }
        return ConfigurationResolver.absolute(joined)
    }

    /// An absolute path with no `.` or `..` component, no empty one and no trailing slash.
    private static func isStandard(_ path: String) -> Bool {
        let utf8 = path.utf8
        guard utf8.count > 1, utf8.first == UInt8(ascii: "/"), utf8.last != UInt8(ascii: "/") else { return false }
        // One pass over the bytes, counting each component's length and dots: every file of a run
        // asks, and splitting made an array per path.
        var length = 0, dots = 0
        for byte in utf8.dropFirst() {
            if byte == UInt8(ascii: "/") {
                if length == 0 || (length == dots && dots <= 2) { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return !(length == dots && dots <= 2)
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "/" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
