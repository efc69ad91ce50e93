import A11yFixConfiguration
import A11yFixCore
import Foundation

/// Expands the command-line paths into the sorted, de-duplicated list of files to process.
/// A named file is taken whatever its extension (`fix` and `audit` refuse a non-Swift one first,
/// see `NamedPaths`); directories contribute their `.swift` files.
struct FileDiscovery {
    static let skippedFolders: Set<String> = [
        ".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules",
    ]

    struct Result {
        var files: [String] = []
        /// Paths that do not exist or cannot be listed, with the reason.
        var missing: [(path: String, reason: String)] = []
        /// The project's default string tables found in the folders walked (`Localizable.xcstrings`,
        /// `en.lproj/Localizable.strings`): read into the project index, never rewritten.
        var stringTables: [String] = []
        /// The other String Catalogs (`App.xcstrings`), which typed lookups (`.app(.done)`) read.
        var namedCatalogs: [String] = []
        /// The Xcode projects found in the folders walked.
        var xcodeProjects: [String] = []
        /// Storyboards and xibs found in the folders walked: read for the heights they hold views at.
        var interfaceFiles: [String] = []
    }

    static func isLink(_ path: String) -> Bool {
        RunInputs.shared.presence(path)
        return (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    static func realPath(_ path: String) -> String? {
        let resolved = RunInputs.resolvedPath(path)
        RunInputs.shared.realPath(path, resolved: resolved)
        return resolved
    }

    static func discover(_ paths: [String]) -> Result {
        var result = Result()
        // One entry per real file, so a file reached through a link is processed once; the
        // file's own path wins over a link's.
        var index: [String: Int] = [:]
        func add(_ path: String, knownRealPath: String? = nil) {
            let key = knownRealPath ?? realPath(path) ?? URL(fileURLWithPath: path).standardizedFileURL.path
            guard let existing = index[key] else {
                index[key] = result.files.count
                result.files.append(path)
                return
            }
            if isLink(result.files[existing]) && !isLink(path) { result.files[existing] = path }
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard RunInputs.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // A named link that leads nowhere (dangling, a loop) is read, to be reported with the reason.
                if isLink(path) { add(path) } else { result.missing.append((path, "no such file or directory")) }
                continue
            }
            guard isDirectory.boolValue else {
                add(path)
                continue
            }
            guard let listing = DirectoryWalk.listing(under: path) else {
                result.missing.append((path, "cannot list directory"))
                continue
            }
            let entries = listing.swiftFiles
            let base = path.hasSuffix("/") ? path : path + "/"
            result.stringTables += listing.stringTables.sorted().map { base + $0 }
            result.namedCatalogs += listing.namedCatalogs.sorted().map { base + $0 }
            result.xcodeProjects += listing.xcodeProjects.sorted().map { base + $0 }
            result.interfaceFiles += listing.interfaceFiles.sorted().map { base + $0 }
            var found: [(path: String, key: String?)] = []
            let root = realPath(path) ?? path
            for entry in entries {
                let file = base + entry.relative
                guard entry.isLink else {
                    // No directory link is followed, so below the real root the path is already real.
                    found.append((file, root + "/" + entry.relative))
                    continue
                }
                // A link is followed only to a file inside the folder being walked: a walk never
                // rewrites code elsewhere. A dangling link stays in the list, to be reported as unreadable.
                if let target = realPath(file), !target.hasPrefix(root + "/") { continue }
                found.append((file, nil))
            }
            for file in found.sorted(by: { $0.path < $1.path }) { add(file.path, knownRealPath: file.key) }
        }
        return result
    }
}

/// A recursive directory listing by readdir, whose entry types come without a stat per entry
/// (FileManager's enumerator stats, and reads extended attributes of, every file in the tree).
/// Skips hidden and build folders; never follows directory links, so loops cannot happen.
enum DirectoryWalk {
    struct Entry {
        var relative: String
        var isLink: Bool
    }

    struct Listing {
        var swiftFiles: [Entry] = []
        /// Relative paths of the default string tables (regular files only).
        var stringTables: [String] = []
        /// Relative paths of the other String Catalogs (`App.xcstrings`).
        var namedCatalogs: [String] = []
        /// Relative paths of the Xcode projects (`*.xcodeproj` folders), which say what is built.
        var xcodeProjects: [String] = []
        var interfaceFiles: [String] = []
    }

    static func listing(under root: String) -> Listing? {
        // A run kept for replay stamps each folder before listing it: a name added or removed changes it.
        RunInputs.shared.file(root)
        guard let top = opendir(root) else { return nil }
        closedir(top)
        var listing = Listing()
        var pending = [""]
        while let relativeFolder = pending.popLast() {
            let folder = relativeFolder.isEmpty ? root : root + "/" + relativeFolder
            if !relativeFolder.isEmpty { RunInputs.shared.file(folder) }
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = String(decoding: DirectoryNames.name(of: entry), as: UTF8.self)
                guard !name.hasPrefix(".") else { continue }
                let relative = relativeFolder.isEmpty ? name : relativeFolder + "/" + name
                var type = DirectoryNames.type(of: entry)
                if type == Int32(DT_UNKNOWN) {
                    var info = stat()
                    guard lstat(folder + "/" + name, &info) == 0 else { continue }
                    // Pipes, sockets and devices stay unknown and are skipped, as with d_type.
                    switch info.st_mode & S_IFMT {
                    case S_IFDIR: type = Int32(DT_DIR)
                    case S_IFLNK: type = Int32(DT_LNK)
                    case S_IFREG: type = Int32(DT_REG)
                    default: continue
                    }
                }
                if type == Int32(DT_DIR) {
                    if name.hasSuffix(".xcodeproj") {
                        listing.xcodeProjects.append(relative)
                    } else if !FileDiscovery.skippedFolders.contains(name) {
                        pending.append(relative)
                    }
                } else if name.hasSuffix(".swift") && (type == Int32(DT_REG) || type == Int32(DT_LNK)) {
                    listing.swiftFiles.append(Entry(relative: relative, isLink: type == Int32(DT_LNK)))
                } else if type == Int32(DT_REG), name.hasSuffix(".xib") || name.hasSuffix(".storyboard") {
                    listing.interfaceFiles.append(relative)
                } else if type == Int32(DT_REG), name.hasPrefix("Localizable."),
                    StringCatalog.isDefaultTable(path: relative)
                {
                    listing.stringTables.append(relative)
                } else if type == Int32(DT_REG), name.hasSuffix(".xcstrings") {
                    listing.namedCatalogs.append(relative)
                }
            }
        }
        return listing
    }
}
