import A11yFixConfiguration
import A11yFixCore
import Foundation

/// The pass before fixing: every file of the run is read once and scanned for what the project
/// index records (types, view contents, helpers, imports). Entries come from the result cache
/// when the file is unchanged, so a repeated run only reads and hashes.
enum ProjectIndexPass {
    /// Entries in the order of `files`; nil for a file that cannot be read (the fix pass reports it).
    /// `parses`: where a parse the index made of a file the run fixes is kept for the fix pass.
    static func entries(for files: [String], jobs: Int, cache: ResultCache?, parses: ParseStore? = nil)
        -> [FileIndexEntry?]
    {
        ParallelMap.map(files, jobs: jobs) { path in
            guard let data = RunInputs.contents(atPath: path) else { return nil }
            let bytes = [UInt8](data)
            if let cached = cache?.lookupIndexEntry(input: bytes) { return cached }
            let (entry, parsed) = FileIndexEntry.indexing(bytes)
            cache?.storeIndexEntry(entry, input: bytes)
            if let parsed { parses?.keep(parsed, forFile: path) }
            return entry
        }
    }

    static func entry(for bytes: [UInt8], cache: ResultCache?) -> FileIndexEntry {
        if let cached = cache?.lookupIndexEntry(input: bytes) { return cached }
        let entry = FileIndexEntry(bytes: bytes)
        cache?.storeIndexEntry(entry, input: bytes)
        return entry
    }
}

/// One project of a run: its root, the Xcode projects found under it, and the index built from
/// every Swift file under it that a target compiles (or every file, with `--include-unlisted`).
struct ProjectScope: Sendable {
    var root: String
    var xcodeProjects: [String]
    var index: ProjectIndex
    /// Swift files under the root, absolute.
    var files: Set<String>
    /// The index entry of each file read (files in no target are read for their plan only).
    var entries: [String: FileIndexEntry]
    /// The string tables in the index, for an index with one more file in it.
    var stringCatalogs: [StringCatalog] = []
    /// The heights the project's storyboards and xibs hold view classes at.
    var interfaceBuilder = InterfaceBuilderHeights()
    /// The project's functions that look a key up with an English default (`OBALoc(_:value:comment:)`),
    /// each with the file that declares it: each module has its own, naming its bundle.
    var keyWrappers: [(path: String, name: String)] = []

    /// The table new label text of files in `folder` (absolute) goes to: the nearest default
    /// table, with the key wrapper declared beside it, when only one is.
    /// A project's one String Catalog serves folders it shares none with too (`Shared/` beside
    /// `App/`), as a distant table: only files that look its keys up write new ones to it.
    func newStringTable(forFolder folder: String) -> NewStringTable? {
        let paths = stringCatalogs.map(\.path)
        if NewStringTable.nearest(to: folder, among: paths, root: root) == nil, stringCatalogs.count == 1,
            let only = stringCatalogs.first, only.isCatalog
        {
            return NewStringTable(
                path: only.path, isCatalog: true, texts: only.texts, refusal: only.refusal, isDistant: true)
        }
        guard let nearest = NewStringTable.nearest(to: folder, among: paths, root: root),
            let table = stringCatalogs.first(where: { $0.path == nearest })
        else { return nil }
        let wrappers = Set(
            keyWrappers.filter { wrapper in
                let declaring = String(wrapper.path[..<(wrapper.path.lastIndex(of: "/") ?? wrapper.path.startIndex)])
                return NewStringTable.nearest(to: declaring, among: paths, root: root) == nearest
            }.map(\.name))
        return NewStringTable(
            path: nearest, isCatalog: table.isCatalog, texts: table.texts,
            wrapper: wrappers.count == 1 ? wrappers.first : nil, refusal: table.refusal)
    }

    /// `func OBALoc(_ key: String, value: String, comment: String) -> String { NSLocalizedString(…) }`.
    static func isKeyWrapper(_ member: FileIndexEntry.MemberFacts) -> Bool {
        member.owner.isEmpty && member.calls.contains("NSLocalizedString")
            && member.parameters.map(\.label) == ["_", "value", "comment"]
    }

    /// Walks `root` as a run over it would and indexes what it finds. `buffer`: an editor's
    /// unsaved text, in place of the file at that absolute path (added when the file is new).
    static func build(
        root: String, resolver: ConfigurationResolver, includesUnlisted: Bool, jobs: Int, cache: ResultCache?,
        buffer: (path: String, entry: FileIndexEntry)? = nil, parses: ParseStore? = nil
    ) -> (scope: ProjectScope, warnings: [String]) {
        let listing = FileDiscovery.discover([root])
        let xcodeProjects = listing.xcodeProjects
        var files = listing.files
        if let buffer, !files.contains(buffer.path) { files = (files + [buffer.path]).sorted() }
        if !includesUnlisted {
            files = files.filter { file in
                if case .inNoTarget = resolver.membership(forFile: file, otherProjects: xcodeProjects) { return false }
                return true
            }
        }
        let read = ProjectIndexPass.entries(
            for: files.filter { $0 != buffer?.path }, jobs: jobs, cache: cache, parses: parses)
        var entries = read.makeIterator()
        let ordered: [FileIndexEntry?] = files.map { $0 == buffer?.path ? buffer?.entry : entries.next() ?? nil }
        let (catalogs, warnings) = StringTables.read(listing.stringTables, cache: cache)
        // Read for their words only (typed lookups): one that does not parse is no run's concern.
        let namedCatalogs = StringTables.read(listing.namedCatalogs, cache: cache).catalogs.filter { $0.failure == nil }
        let interfaceBuilder = InterfaceDocuments.read(listing.interfaceFiles)
        var index = ProjectIndex(
            entries: ordered.compactMap { $0 }, stringCatalogs: catalogs, namedCatalogs: namedCatalogs,
            interfaceBuilder: interfaceBuilder)
        var byPath: [String: FileIndexEntry] = [:]
        for (file, entry) in zip(files, ordered) {
            byPath[file] = entry
            // How each target looks its strings up: new labels in its files that look none up.
            if let entry, entry.stringLookup != nil, let facts = resolver.projectFacts(forFile: file) {
                index.noteStringLookup(ofFileIn: Set(facts.compilingTargets.map(\.name)), entry: entry)
            }
            // Which targets may use a generated strings type: those compiling its declarations.
            if let entry, !entry.generatedStrings.isEmpty || !entry.generatedStringKeys.isEmpty {
                if let facts = resolver.projectFacts(forFile: file) {
                    index.noteTargets(Set(facts.compilingTargets.map(\.name)), compiling: entry)
                } else {
                    // No project file says: a module is named for its top folder (`OBAKitCore` of
                    // `OBAKitCore/Strings/Strings.swift`, `Kit` of `Sources/Kit/…`).
                    let relative = file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : file
                    let folders = relative.split(separator: "/").dropLast()
                    let generic: Set<Substring> = ["Sources", "Source", "src", "Packages", "Modules"]
                    if let module = folders.first(where: { !generic.contains($0) }) {
                        index.noteTargets([String(module)], compiling: entry)
                    }
                }
            }
        }
        var scope = ProjectScope(
            root: root, xcodeProjects: xcodeProjects, index: index, files: Set(listing.files),
            entries: byPath, stringCatalogs: catalogs, interfaceBuilder: interfaceBuilder)
        for (file, entry) in zip(files, ordered) {
            for member in entry?.members ?? [] where isKeyWrapper(member) {
                scope.keyWrappers.append((file, member.name))
            }
        }
        return (scope, warnings)
    }
}

/// What a run decides before it fixes anything: the files, the project index of each project
/// they belong to (the whole project, whichever of its files were named), and every file's plan.
/// Shared by `fix` and `audit`.
struct PreparedRun {
    var discovery: FileDiscovery.Result
    var plans: [FilePlan]
    /// The roots of the named files' projects; empty when every file is loose.
    var roots: [String]
    /// Whether the run covers only part of its projects (a file, a folder), so a cache pack
    /// shared with runs over the whole project keeps their entries.
    var isPartial: Bool
    /// String tables that could not be read, one line each naming the file and the reason:
    /// the run goes on without them.
    var warnings: [String] = []
    /// The index pass's parses of the run's files, for the fix pass.
    var parses: ParseStore?

    /// Throws the first configuration error: a broken `.a11yfix.yml` stops the run before any write.
    static func prepare(paths: [String], planner: RunPlanner, jobs: Int, cache: (([String]) -> ResultCache?)) throws
        -> (run: PreparedRun, cache: ResultCache?)
    {
        let discovery = FileDiscovery.discover(paths)
        let fileRoots = discovery.files.map { planner.roots.root(forFile: $0) }
        let roots = Set(fileRoots.compactMap { $0 }).sorted()
        // Loose files (no project around them) share a pack keyed by the paths, as before.
        let cache = cache(roots.isEmpty ? paths : roots + (fileRoots.contains(nil) ? paths : []))
        var warnings: [String] = []
        // Files of nested projects belong to both scopes: count each file once.
        var covered: Set<String> = []
        let parses = ParseStore(wanted: Set(discovery.files.map(ProjectRoots.absolute)))
        for root in roots {
            let (scope, scopeWarnings) = ProjectScope.build(
                root: root, resolver: planner.resolver,
                includesUnlisted: planner.options.includesUnlisted, jobs: jobs, cache: cache, parses: parses)
            planner.scopes[root] = scope
            warnings += scopeWarnings
            covered.formUnion(scope.files)
        }
        let looseFiles = zip(discovery.files, fileRoots).filter { $0.1 == nil }.map(\.0)
        let looseEntries = ProjectIndexPass.entries(for: looseFiles, jobs: jobs, cache: cache, parses: parses)
        var entries: [String: FileIndexEntry] = [:]
        for (file, entry) in zip(looseFiles, looseEntries) { entries[file] = entry }
        let looseTables = discovery.stringTables.filter { planner.roots.root(forFile: $0) == nil }
        let (catalogs, tableWarnings) = StringTables.read(looseTables, cache: cache)
        warnings += tableWarnings
        // Every catalog a typed lookup may name: a loose app reads its packages' (`import AppShared`
        // for `.app(.done)` of `AppShared/…/App.xcstrings`), and a lookup is used only where the file calls it.
        planner.index = ProjectIndex(
            entries: looseEntries.compactMap { $0 }, stringCatalogs: catalogs,
            namedCatalogs: StringTables.read(discovery.namedCatalogs, cache: cache).catalogs.filter {
                $0.failure == nil
            })
        // Planning reads project files and configurations once per folder (the planner and the
        // resolver lock their caches), so files plan in parallel; the first error in file order wins.
        let known = entries
        let planned = ParallelMap.map(discovery.files, jobs: jobs) { file in
            Result { try planner.plan(for: file, entry: known[file] ?? planner.indexEntry(for: file, cache: cache)) }
        }
        let isPartial = !covered.isSubset(of: Set(discovery.files.map(ProjectRoots.absolute)))
        let run = PreparedRun(
            discovery: discovery, plans: try planned.map { try $0.get() }, roots: roots, isPartial: isPartial,
            warnings: warnings, parses: parses)
        return (run, cache)
    }
}

/// The project's string tables, read for the index; a table that cannot be read is a warning.
enum StringTables {
    /// `cache`: where a table read before comes from, unchanged (a read that failed is not kept).
    static func read(_ paths: [String], cache: ResultCache?) -> (catalogs: [StringCatalog], warnings: [String]) {
        var catalogs: [StringCatalog] = [], warnings: [String] = []
        for path in paths {
            guard let data = RunInputs.contents(atPath: path) else {
                warnings.append("warning: \(path): cannot read the string table; its keys are not used for labels")
                continue
            }
            do {
                let bytes = [UInt8](data)
                // An empty String Catalog holds no keys and Xcode fills it from the code's literals as it
                // builds: labels are literals, as without a table (judged on unseen apps: labels refused
                // because such a file "does not parse").
                if path.hasSuffix(".xcstrings"), bytes.allSatisfy({ [9, 10, 13, 32].contains($0) }) { continue }
                // Its keys are reused; but an entry is added only in Xcode's layout, so its labels
                // are reported. One read of the catalog serves both.
                var table: StringCatalog
                if let cached = cache?.lookupStringTable(path: path, input: bytes) {
                    table = cached
                } else {
                    table = try StringCatalog(probingLayoutOf: path, bytes: bytes)
                    cache?.storeStringTable(table, path: path, input: bytes)
                }
                table.addKeysOnlyTranslated(translatedKeys(besides: path))
                catalogs.append(table)
            } catch {
                warnings.append(
                    "warning: \(path): \(error); its keys are not used for labels, nor entries added to it")
                // Kept, empty, so the folders it serves report new labels rather than add to it.
                catalogs.append(StringCatalog(path: path, failure: "\(error)"))
            }
        }
        return (catalogs, warnings)
    }

    /// The keys of the other languages' tables beside a source `.strings` table
    /// (`it.lproj/Localizable.strings` beside `en.lproj/Localizable.strings`); a table that does
    /// not read adds none (its own run reports nothing: it is no table labels are written to).
    static func translatedKeys(besides path: String) -> Set<String> {
        guard path.hasSuffix(".strings") else { return [] }
        let source = (path as NSString).deletingLastPathComponent
        let folder = (source as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        guard let languages = try? RunInputs.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)
        else { return [] }
        var keys: Set<String> = []
        for language in languages.sorted()
        where language.hasSuffix(".lproj") && language != (source as NSString).lastPathComponent {
            let table = (folder as NSString).appendingPathComponent(language + "/" + name)
            guard let data = RunInputs.contents(atPath: table),
                let read = try? StringCatalog(stringsFile: [UInt8](data))
            else { continue }
            keys.formUnion(read.texts.keys)
        }
        return keys
    }
}

/// Reads the storyboards and xibs of a project for the heights they hold view classes at; a file
/// that cannot be read adds nothing.
enum InterfaceDocuments {
    static func read(_ paths: [String]) -> InterfaceBuilderHeights {
        var heights = InterfaceBuilderHeights()
        for path in paths {
            guard let data = RunInputs.contents(atPath: path) else { continue }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            heights.add(document: String(decoding: data, as: UTF8.self), name: name)
        }
        return heights
    }
}
