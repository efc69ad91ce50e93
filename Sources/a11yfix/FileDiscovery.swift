import Foundation

/// Expands the command-line paths into the sorted, de-duplicated list of files to process.
/// A named file is taken whatever its extension; directories contribute their `.swift` files.
struct FileDiscovery {
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules"]

    struct Result {
        var files: [String] = []
        /// Paths that do not exist or cannot be listed, with the reason.
        var missing: [(path: String, reason: String)] = []
    }

    static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func discover(_ paths: [String]) -> Result {
        var result = Result()
        // One entry per real file, so a file reached through a link is processed once; the
        // file's own path wins over a link's.
        var index: [String: Int] = [:]
        func add(_ path: String) {
            let key = realPath(path) ?? URL(fileURLWithPath: path).standardizedFileURL.path
            guard let existing = index[key] else {
                index[key] = result.files.count
                result.files.append(path)
                return
            }
            if isLink(result.files[existing]) && !isLink(path) { result.files[existing] = path }
        }
        let fileManager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // A named link that leads nowhere (dangling, a loop) is read, to be reported with the reason.
                if isLink(path) { add(path) } else { result.missing.append((path, "no such file or directory")) }
                continue
            }
            guard isDirectory.boolValue else {
                add(path)
                continue
            }
            guard let walker = fileManager.enumerator(atPath: path) else {
                result.missing.append((path, "cannot list directory"))
                continue
            }
            var found: [String] = []
            let root = realPath(path) ?? path
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                let type = walker.fileAttributes?[.type] as? FileAttributeType
                if type == .typeDirectory {
                    if name.hasPrefix(".") || skippedFolders.contains(name) { walker.skipDescendants() }
                    continue
                }
                guard name.hasSuffix(".swift"), !name.hasPrefix(".") else { continue }
                let file = path.hasSuffix("/") ? path + relative : path + "/" + relative
                // A link is followed only to a file inside the folder being walked: a walk never
                // rewrites code elsewhere. (Directory links are not followed, so loops cannot happen.)
                // A dangling link stays in the list, to be reported as unreadable.
                if type == .typeSymbolicLink, let target = realPath(file), !target.hasPrefix(root + "/") { continue }
                found.append(file)
            }
            found.sorted().forEach(add)
        }
        return result
    }
}
