/// Absolute paths of the project's file references, groups and synchronized folders.
///
/// A `<group>` path is relative to its parent group's folder, and the pbxproj records only
/// children, not parents, so the tree is walked once from the project's `mainGroup`.
struct PBXPathResolver {
    /// The folder containing the `.xcodeproj`, plus the project's `projectDirPath`.
    let projectRoot: String
    private let objects: PBXObjects
    private var paths: [String: String] = [:]
    private var visited: Set<String> = []

    init(objects: PBXObjects, projectRoot: String) {
        self.objects = objects
        self.projectRoot = projectRoot
        if let mainGroup = objects.root.string("mainGroup") {
            visit(mainGroup, parentFolder: projectRoot)
        }
    }

    /// The object's absolute standardized path; nil for build products, SDK and developer
    /// files, which are not project sources. An object outside the tree counts as a child of
    /// the project root, as Xcode shows such orphans.
    func path(of id: String) -> String? {
        if let known = paths[id] { return known }
        guard !visited.contains(id), let object = objects[id] else { return nil }
        return Self.ownPath(of: object, parentFolder: projectRoot, projectRoot: projectRoot)
    }

    private mutating func visit(_ id: String, parentFolder: String?) {
        // A malformed file could list a group inside itself.
        guard visited.insert(id).inserted, let object = objects[id] else { return }
        let own = Self.ownPath(of: object, parentFolder: parentFolder, projectRoot: projectRoot)
        if let own { paths[id] = own }
        for child in object.strings("children") {
            visit(child, parentFolder: own)
        }
    }

    /// `parentFolder` is nil below a group that is not in the source tree: its `<group>`
    /// children are not sources either.
    private static func ownPath(of object: PBXObject, parentFolder: String?, projectRoot: String) -> String? {
        let path = object.string("path") ?? ""
        switch object.string("sourceTree") ?? "<group>" {
        case "<group>": return parentFolder.map { XcodePath.join($0, path) }
        case "SOURCE_ROOT": return XcodePath.join(projectRoot, path)
        case "<absolute>": return path.hasPrefix("/") ? XcodePath.standardize(path) : nil
        default: return nil  // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR, …
        }
    }
}
