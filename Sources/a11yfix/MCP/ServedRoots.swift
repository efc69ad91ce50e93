import Foundation

/// The folders the MCP server may read and write: the roots the client declares, else the folder
/// it was started in. Every path a tool names must resolve (symbolic links followed) inside one.
struct ServedRoots: Sendable {
    private(set) var folders: [URL]

    init(folders: [URL]) {
        self.folders = folders.map { $0.standardizedFileURL.resolvingSymlinksInPath() }
    }

    /// `file://` URIs from `roots/list`; anything else is ignored (MCP roots are file URIs).
    static func fromClient(_ uris: [String]) -> ServedRoots? {
        let folders = uris.compactMap { URL(string: $0) }.filter(\.isFileURL)
        return folders.isEmpty ? nil : ServedRoots(folders: folders)
    }

    /// Where relative paths start: the first root.
    var base: URL { folders[0] }

    struct Resolved {
        /// The root that holds every path: children run there, so reports use short paths.
        var root: URL
        /// The paths relative to `root` ("." for the root itself).
        var relative: [String]
    }

    enum Refusal: Error, CustomStringConvertible {
        case outside(String, roots: [URL])
        case missing(String)
        case differentRoots

        var description: String {
            switch self {
            case let .outside(path, roots):
                "\(path) is outside the folders this server serves (\(roots.map(\.path).joined(separator: ", ")))"
            case let .missing(path): "\(path): no such file or directory"
            case .differentRoots: "the paths lie in different roots; call the tool once per root"
            }
        }
    }

    /// Each path resolved against the first root and checked to lie inside a root.
    func resolve(_ paths: [String], mustExist: Bool = true) throws -> Resolved {
        var root: URL?
        var relative: [String] = []
        for path in paths {
            let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path))
                .standardizedFileURL.resolvingSymlinksInPath()
            if mustExist, !FileManager.default.fileExists(atPath: url.path) { throw Refusal.missing(path) }
            guard let holder = folders.first(where: { Self.contains($0, url) }) else {
                throw Refusal.outside(path, roots: folders)
            }
            if let root, root != holder { throw Refusal.differentRoots }
            root = holder
            let tail = String(url.path.dropFirst(holder.path.count)).drop { $0 == "/" }
            relative.append(tail.isEmpty ? "." : String(tail))
        }
        return Resolved(root: root ?? base, relative: relative)
    }

    private static func contains(_ folder: URL, _ url: URL) -> Bool {
        let folderPath = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        return url.path == folder.path || url.path.hasPrefix(folderPath)
    }
}
