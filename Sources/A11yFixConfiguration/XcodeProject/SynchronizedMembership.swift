/// Which files of Xcode 16 synchronized folders each target compiles.
///
/// A folder belongs to the targets listing it in `fileSystemSynchronizedGroups`. Its exception
/// sets adjust that per target: a `PBXFileSystemSynchronizedBuildFileExceptionSet` names files an
/// owning target does NOT compile, or files a non-owning target DOES compile; a
/// `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet` moves files into another
/// build phase (copy files, headers…) of its target, so that target does not compile them.
struct SynchronizedMembership {
    private(set) var folders: [String: [XcodeProject.SynchronizedFolder]] = [:]
    /// Per target id: files of folders it does not own that it compiles anyway.
    private(set) var includedFiles: [String: Set<String>] = [:]

    init(objects: PBXObjects, paths: PBXPathResolver, targets: [PBXObject]) {
        var owners: [String: Set<String>] = [:]
        var phaseOwners: [String: String] = [:]
        for target in targets {
            for group in target.strings("fileSystemSynchronizedGroups") { owners[group, default: []].insert(target.id) }
            for phase in target.strings("buildPhases") { phaseOwners[phase] = target.id }
        }
        var excluded: [String: [String: Set<String>]] = [:]  // group id → target id → paths
        for group in objects.all(isa: "PBXFileSystemSynchronizedRootGroup") {
            guard let folder = paths.path(of: group.id) else { continue }
            let groupOwners = owners[group.id] ?? []
            // Folders Xcode treats as one opaque item (bundles, complication galleries): nothing
            // inside is compiled.
            let opaque = Set(group.strings("explicitFolders").map { XcodePath.join(folder, $0) })
            for owner in groupOwners { excluded[group.id, default: [:]][owner, default: []].formUnion(opaque) }
            for exception in objects.objects(group.strings("exceptions")) {
                let files = exception.strings("membershipExceptions").map { Self.path(of: $0, in: folder) }
                switch exception.isa {
                case "PBXFileSystemSynchronizedBuildFileExceptionSet":
                    guard let target = exception.string("target") else { continue }
                    if groupOwners.contains(target) {
                        excluded[group.id, default: [:]][target, default: []].formUnion(files)
                    } else {
                        includedFiles[target, default: []].formUnion(files)
                    }
                case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
                    guard let phase = exception.string("buildPhase"), let target = phaseOwners[phase],
                        objects[phase]?.isa != "PBXSourcesBuildPhase"
                    else { continue }
                    excluded[group.id, default: [:]][target, default: []].formUnion(files)
                default:
                    continue
                }
            }
        }
        for target in targets {
            folders[target.id] = target.strings("fileSystemSynchronizedGroups").compactMap { group in
                paths.path(of: group).map {
                    XcodeProject.SynchronizedFolder(path: $0, excludedPaths: excluded[group]?[target.id] ?? [])
                }
            }
        }
    }

    /// Exceptions are relative to the folder. A localized resource is written
    /// `/Localized/<path>`; it is never Swift, and is kept under its unlocalized path.
    private static func path(of exception: String, in folder: String) -> String {
        let localized = "/Localized/"
        let relative = exception.hasPrefix(localized) ? String(exception.dropFirst(localized.count)) : exception
        return XcodePath.join(folder, relative.hasPrefix("/") ? String(relative.dropFirst()) : relative)
    }
}
