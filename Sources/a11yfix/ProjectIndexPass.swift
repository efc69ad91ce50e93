import A11yFixCore
import Foundation

/// The pass before fixing: every file of the run is read once and scanned for what the project
/// index records (types, view contents, helpers, imports). Entries come from the result cache
/// when the file is unchanged, so a repeated run only reads and hashes.
enum ProjectIndexPass {
    /// Entries in the order of `files`; nil for a file that cannot be read (the fix pass reports it).
    static func entries(for files: [String], jobs: Int, cache: ResultCache?) -> [FileIndexEntry?] {
        ParallelMap.map(files, jobs: jobs) { path in
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return entry(for: [UInt8](data), cache: cache)
        }
    }

    static func entry(for bytes: [UInt8], cache: ResultCache?) -> FileIndexEntry {
        if let cached = cache?.lookupIndexEntry(input: bytes) { return cached }
        let entry = FileIndexEntry(bytes: bytes)
        cache?.storeIndexEntry(entry, input: bytes)
        return entry
    }
}

/// What a run decides before it fixes anything: the files, the project index built from all of
/// them, and every file's plan. Shared by `fix` and `audit`.
struct PreparedRun {
    var discovery: FileDiscovery.Result
    var plans: [FilePlan]
    var index: ProjectIndex
    /// String tables that could not be read, one line each naming the file and the reason:
    /// the run goes on without them.
    var warnings: [String] = []

    /// Throws the first configuration error: a broken `.a11yfix.yml` stops the run before any write.
    static func prepare(paths: [String], planner: RunPlanner, jobs: Int, cache: ResultCache?) throws -> PreparedRun {
        let discovery = FileDiscovery.discover(paths)
        let entries = ProjectIndexPass.entries(for: discovery.files, jobs: jobs, cache: cache)
        let (catalogs, warnings) = StringTables.read(discovery.stringTables)
        let index = ProjectIndex(entries: entries.compactMap { $0 }, stringCatalogs: catalogs)
        planner.index = index
        // Planning reads project files and configurations once per folder (the planner and the
        // resolver lock their caches), so files plan in parallel; the first error in file order wins.
        let planned = ParallelMap.map(Array(zip(discovery.files, entries)), jobs: jobs) { file, entry in
            Result { try planner.plan(for: file, entry: entry) }
        }
        return PreparedRun(discovery: discovery, plans: try planned.map { try $0.get() }, index: index, warnings: warnings)
    }
}

/// The project's string tables, read for the index; a table that cannot be read is a warning.
enum StringTables {
    static func read(_ paths: [String]) -> (catalogs: [StringCatalog], warnings: [String]) {
        var catalogs: [StringCatalog] = [], warnings: [String] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                warnings.append("warning: \(path): cannot read the string table; its keys are not used for labels")
                continue
            }
            do { catalogs.append(try StringCatalog(path: path, bytes: [UInt8](data))) } catch {
                warnings.append("warning: \(path): \(error); its keys are not used for labels")
            }
        }
        return (catalogs, warnings)
    }
}
