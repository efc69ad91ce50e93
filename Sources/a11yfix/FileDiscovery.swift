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

    static func discover(_ paths: [String]) -> Result {
        var result = Result()
        var seen = Set<String>()
        func add(_ path: String) {
            let key = URL(fileURLWithPath: path).standardizedFileURL.path
            if seen.insert(key).inserted { result.files.append(path) }
        }
        let fileManager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                result.missing.append((path, "no such file or directory"))
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
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                let isFolder = (walker.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory
                if isFolder {
                    if name.hasPrefix(".") || skippedFolders.contains(name) { walker.skipDescendants() }
                    continue
                }
                if name.hasSuffix(".swift"), !name.hasPrefix(".") {
                    found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
                }
            }
            found.sorted().forEach(add)
        }
        return result
    }
}
