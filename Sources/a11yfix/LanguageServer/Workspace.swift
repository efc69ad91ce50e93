import A11yFixConfiguration
import A11yFixCore
import Foundation

/// The project as the server knows it: configuration, targets and the project index, with each
/// open buffer's index entry in place of its file's, so a view edited but not saved counts.
final class Workspace {
    let root: String?
    private(set) var planner: RunPlanner
    private var fileEntries: [String: FileIndexEntry] = [:]
    private var bufferEntries: [String: FileIndexEntry] = [:]
    private var stringCatalogs: [StringCatalog] = []
    /// The Xcode projects under the root: one beside a file's folder can compile it, as in `fix`.
    private var xcodeProjects: [String] = []
    /// Projects nested in the root (a local package with its own Package.swift), indexed on first
    /// use as `fix` indexes them: `fix` plans their files within them, not within the root.
    private var nestedScopes: [String: ProjectScope] = [:]
    private var index = ProjectIndex.empty
    private var indexIsStale = true
    /// Counts index rebuilds: an analysis made with an older index is out of date.
    private(set) var indexGeneration = 0

    /// `root`: the editor's workspace folder; the project is the one that folder belongs to, as
    /// `fix` finds it (the nearest folder at or above it with a project file or `.git`).
    init(root: String?, planner: RunPlanner) {
        self.root = root.map { folder in planner.roots.root(forFile: folder + "/_") ?? folder }
        self.planner = planner
        indexFiles()
    }

    /// New configuration or selection: plans are made afresh; the index stays.
    func replacePlanner(_ planner: RunPlanner) {
        self.planner = planner
        planner.index = index
        nestedScopes = [:]
        registerScope()
    }

    /// The planner judges build membership with every Xcode project under the root, as `fix` does.
    private func registerScope() {
        guard let root else { return }
        planner.scopes[root] = ProjectScope(
            root: root, xcodeProjects: xcodeProjects, index: index,
            files: Set(fileEntries.keys), entries: fileEntries)
    }

    /// Indexes every Swift file under the root, through the same cache as `fix`.
    func indexFiles() {
        fileEntries = [:]
        nestedScopes = [:]
        guard let root else { return }
        let discovery = FileDiscovery.discover([root])
        xcodeProjects = discovery.xcodeProjects
        let cache = ResultCache.folder(explicit: nil).map { ResultCache(folder: $0, scope: [root]) }
        cache?.keepsOtherEntries = true
        // Files no target compiles are not the app's code, and `fix` leaves them out of the index too.
        let files =
            planner.options.includesUnlisted
            ? discovery.files
            : discovery.files.filter { file in
                if case .inNoTarget = planner.resolver.membership(forFile: file, otherProjects: discovery.xcodeProjects)
                {
                    return false
                }
                return true
            }
        let entries = ProjectIndexPass.entries(
            for: files, jobs: ProcessInfo.processInfo.activeProcessorCount, cache: cache)
        for (path, entry) in zip(files, entries) { fileEntries[path] = entry }
        cache?.save()
        stringCatalogs = StringTables.read(discovery.stringTables, cache: nil).catalogs
        indexIsStale = true
    }

    /// Records a buffer's entry; the index is rebuilt only when what it says of the file changed.
    /// A buffer that is not its file (`indexed: false`) gets an entry but leaves the index alone.
    func update(buffer bytes: [UInt8], path: String, indexed: Bool = true) -> FileIndexEntry {
        let entry = FileIndexEntry(bytes: bytes)
        guard indexed, isIndexed(path) else { return entry }
        let current = bufferEntries[path] ?? fileEntries[path]
        bufferEntries[path] = entry
        if current != entry { indexIsStale = true }
        return entry
    }

    /// A file changed on disk while not open in the editor; whether that changed the index.
    func refresh(file path: String, deleted: Bool) -> Bool {
        nestedScopes = nestedScopes.filter { !path.hasPrefix($0.key + "/") }
        let read = deleted || !isIndexed(path) ? nil : FileManager.default.contents(atPath: path)
        let entry = read.map { FileIndexEntry(bytes: [UInt8]($0)) }
        guard fileEntries[path] != entry else { return false }
        fileEntries[path] = entry
        indexIsStale = true
        return true
    }

    /// A closed buffer counts as its file again, as saved (or as it was, when it was never saved).
    func close(path: String) {
        guard let buffer = bufferEntries.removeValue(forKey: path) else { return }
        if let data = FileManager.default.contents(atPath: path) {
            fileEntries[path] = FileIndexEntry(bytes: [UInt8](data))
        }
        if fileEntries[path] != buffer { indexIsStale = true }
    }

    /// `summary: append` in the file's configuration: `fix` appends the Accessibility Summary, so
    /// the file-wide fix does too.
    func appendsSummary(forFile path: String) -> Bool {
        ((try? planner.resolver.configuration(forFile: path)) ?? nil)?.summary == "append"
    }

    func currentIndex() -> ProjectIndex {
        if indexIsStale {
            index = ProjectIndex(
                entries: Self.ordered(fileEntries.merging(bufferEntries) { $1 }), stringCatalogs: stringCatalogs)
            planner.index = index
            registerScope()
            indexIsStale = false
            indexGeneration += 1
        }
        return index
    }

    /// The index with one more buffer in it, for a buffer that does not stand for its file (the old
    /// side of a diff): its own declarations count for it, and nobody else sees them.
    func index(with entry: FileIndexEntry, at path: String) -> ProjectIndex {
        var entries = fileEntries.merging(bufferEntries) { $1 }
        entries[path] = entry
        return ProjectIndex(entries: Self.ordered(entries), stringCatalogs: stringCatalogs)
    }

    /// Entries in path order, as `fix` indexes a project: where two files declare the same type,
    /// the answer must not depend on a dictionary's order.
    private static func ordered(_ entries: [String: FileIndexEntry]) -> [FileIndexEntry] {
        entries.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Whether `fix` puts this file in the root's index: a file its walk lists and a target compiles
    /// (a stale copy open in the editor must not stand in for the live file's declarations).
    func isIndexed(_ path: String) -> Bool {
        guard indexes(path) else { return false }
        if planner.options.includesUnlisted { return true }
        if case .inNoTarget = planner.resolver.membership(forFile: path, otherProjects: xcodeProjects) { return false }
        return true
    }

    /// The index `fix` plans `path` with when it belongs to a project nested in the root: that
    /// project's files, open buffers in place of theirs and `entry` in place of this file's. Nil
    /// for a file of the root's own project.
    func nestedIndex(forFile path: String, entry: FileIndexEntry) -> ProjectIndex? {
        guard let root, let own = planner.roots.root(forFile: path), own != root, own.hasPrefix(root + "/") else {
            return nil
        }
        let scope =
            nestedScopes[own]
            ?? {
                let cache = ResultCache.folder(explicit: nil).map { ResultCache(folder: $0, scope: [own]) }
                cache?.keepsOtherEntries = true
                let scope = ProjectScope.build(
                    root: own, resolver: planner.resolver,
                    includesUnlisted: planner.options.includesUnlisted,
                    jobs: ProcessInfo.processInfo.activeProcessorCount, cache: cache
                ).scope
                cache?.save()
                nestedScopes[own] = scope
                return scope
            }()
        // Membership is judged with that project's Xcode projects, as `fix` judges it.
        planner.scopes[own] = scope
        var entries = scope.entries
        for (buffer, bufferEntry) in bufferEntries where entries[buffer] != nil { entries[buffer] = bufferEntry }
        entries[path] = entry
        return ProjectIndex(
            entries: Self.ordered(entries), stringCatalogs: scope.stringCatalogs,
            interfaceBuilder: scope.interfaceBuilder)
    }

    /// Whether a `fix` run over the root would index this file: under the root, and not in a
    /// folder discovery skips (`.build`, `Pods`, hidden folders, …).
    func indexes(_ path: String) -> Bool {
        guard let root, path.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return false }
        let folders = path.dropFirst(root.count).split(separator: "/").dropLast()
        return !folders.contains { $0.hasPrefix(".") || FileDiscovery.skippedFolders.contains(String($0)) }
    }
}
