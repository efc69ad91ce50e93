import A11yFixConfiguration
import A11yFixCore
import Foundation

/// The command line's choices, combined per file with the nearest `.a11yfix.yml` and the file's
/// deployment targets into the engine and context that process it.
struct SelectionOptions: Sendable {
    var only: Set<String> = []
    var disable: Set<String> = []
    var enable: Set<String> = []
    var fontStrategy: FontStrategy?
    var codeKinds = CodeKindPolicy()
    /// `--include-unlisted`: also fix files that no target compiles.
    var includesUnlisted = false
}

struct FilePlan: Sendable {
    var engine: Engine
    var context: TransformContext
    /// The `exclude` pattern that matched, when the file is to be left alone.
    var excludedBy: String?
    /// Test or documentation code the run leaves alone (`--include-tests` opts tests back in).
    var skippedAs: CodeKind?
    /// The project file whose targets all leave this file out, when it is left alone for that.
    var unlistedBy: String?
    /// Everything besides the input bytes that decides the engine's result, for the result cache.
    var fingerprint: String
}

final class RunPlanner: @unchecked Sendable {
    let options: SelectionOptions
    let resolver: ConfigurationResolver
    /// `audit` also wants what each transform found correct.
    var collectsVerifications = false
    /// Whether fixes may add entries to the project's string tables: a run over files, which writes
    /// (or shows) the tables with them, and the reports of one; standard input and editors reuse the
    /// tables' keys alike but report a label that needs a new entry.
    var addsTableEntries = false
    /// Where each file's project begins.
    let roots: ProjectRoots
    /// The index of loose files (no project around them), set before any plan is made.
    var index = ProjectIndex.empty
    /// Each project of the run by its root, set before any plan is made.
    var scopes: [String: ProjectScope] = [:]
    private let lock = NSLock()
    private var engines: [String: Engine] = [:]

    /// Without `roots`, the project roots share the resolver's folder listings.
    init(options: SelectionOptions, resolver: ConfigurationResolver, roots: ProjectRoots? = nil) {
        self.options = options
        self.resolver = resolver
        self.roots = roots ?? ProjectRoots(listings: resolver.folderListings)
    }

    /// The file's index entry: the one its project's pass made, else read now.
    func indexEntry(for path: String, cache: ResultCache?) -> FileIndexEntry? {
        if let root = roots.root(forFile: path), let entry = scopes[root]?.entries[ProjectRoots.absolute(path)] {
            return entry
        }
        guard let data = RunInputs.contents(atPath: path) else { return nil }
        return ProjectIndexPass.entry(for: [UInt8](data), cache: cache)
    }

    /// What every file in one folder shares: configuration, targets, engine, fingerprint. Looking
    /// them up per file cost more than a cached run's reading and hashing together.
    private struct FolderPlan {
        var plan: FilePlan
        var configuration: Configuration?
    }
    /// Files of one folder share a plan when the same targets compile them (classic Xcode groups
    /// can put neighbours in different targets).
    private struct FolderKey: Hashable {
        var folder: Substring
        var facts: FileProjectFacts?
        var root: String?
    }
    private var folderPlans: [FolderKey: FolderPlan] = [:]

    /// `entry`: the file's index entry (nil when it could not be read), which says whether it
    /// imports a test framework.
    func plan(for path: String, entry: FileIndexEntry? = nil) throws -> FilePlan {
        let facts = resolver.projectFacts(forFile: path)
        let kind = FileKind(path: path, facts: facts, importsTestFramework: entry?.importsTestFramework ?? false).kind
        let root = roots.root(forFile: path)
        let scope = root.flatMap { scopes[$0] }
        // By bytes: a `Character` search walks grapheme breaks, and the key only has to tell folders apart.
        let key = FolderKey(
            folder: path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? "", facts: facts, root: root)
        var plan: FilePlan
        let configuration: Configuration?
        if let known = lock.withLock({ folderPlans[key] }) {
            plan = known.plan
            configuration = known.configuration
        } else {
            configuration = try resolver.configuration(forFile: path)
            var context = TransformContext(
                phrases: SymbolPhraseTable.standard.merging(configuration?.symbols ?? [:]),
                fontStrategy: options.fontStrategy ?? configuration?.fontStrategy ?? .keepSize,
                targets: resolver.targets(forFile: path, configuration: configuration),
                iconInitializers: configuration?.iconInitializers ?? [],
                index: scope?.index ?? index,
                codeKinds: options.codeKinds,
                lineLength: resolver.lineLength(forFile: path, configuration: configuration),
                attributePlacement: resolver.attributePlacement(forFile: path)
            )
            context.compilingTargets = Set(facts?.compilingTargets.map(\.name) ?? [])
            context.languageMode = facts?.languageMode
            context.explicitTypesSource = resolver.explicitTypeRule(forFile: path)
            context.twoSpaceCommentsSource = resolver.swiftFormatFile(forFile: path)
            context.writesStringTables = addsTableEntries
            if let scope {
                let absolute = ProjectRoots.absolute(path)
                let folder = absolute.lastIndex(of: "/").map { String(absolute[..<$0]) } ?? absolute
                context.newStrings = scope.newStringTable(forFolder: folder)
            }
            let engine = engine(for: configuration)
            plan = FilePlan(
                engine: engine, context: context, excludedBy: nil,
                fingerprint: Self.fingerprint(engine: engine, context: context, configuration: configuration))
            let shared = plan
            lock.withLock { folderPlans[key] = FolderPlan(plan: shared, configuration: configuration) }
        }
        plan.excludedBy = resolver.isExcluded(path, by: configuration)
        plan.skippedAs = options.codeKinds.processes(kind) ? nil : kind
        if facts == nil, root != nil, !options.includesUnlisted,
            case let .inNoTarget(listedBy) = resolver.membership(
                forFile: path, otherProjects: scope?.xcodeProjects ?? [])
        {
            plan.unlistedBy = listedBy
        }
        // A file the project's walk skips (a hidden or build folder), named on its own, still sees its
        // own declarations, as its buffer through standard input does.
        let absolute = ProjectRoots.absolute(path)
        if let scope, let entry, !scope.files.contains(absolute), scope.entries[absolute] == nil {
            var entries = scope.entries
            entries[absolute] = entry
            plan.context.index = ProjectIndex(
                entries: entries.sorted { $0.key < $1.key }.map(\.value),
                stringCatalogs: scope.stringCatalogs, interfaceBuilder: scope.interfaceBuilder)
            plan.fingerprint = Self.fingerprint(
                engine: plan.engine, context: plan.context,
                configuration: configuration)
        }
        return plan
    }

    /// A stable description of the engine and its context: transforms, options, the configuration's
    /// phrase overrides and icon initializers, every deployment target with where it came from, and
    /// the line length.
    /// Dictionaries are sorted: their order differs from process to process.
    static func fingerprint(engine: Engine, context: TransformContext, configuration: Configuration?) -> String {
        let applied = engine.transforms.map { type(of: $0).descriptor.id }
        let reported = engine.reportOnly.map { type(of: $0).descriptor.id }
        let targets = context.targets.targets.sorted { $0.key.rawValue < $1.key.rawValue }
            .map { "\($0.key.rawValue) \($0.value.version) \($0.value.source)" }
        let symbols = (configuration?.symbols ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let icons = context.iconInitializers.map { "\($0.name)(\($0.argumentLabel ?? "_"):)" }
        let platforms =
            context.targets.platforms.map { $0.map(\.rawValue).sorted().joined(separator: ",") } ?? "from code"
        let lineLength = context.lineLength.map { "\($0.columns) tab \($0.tabWidth) \($0.source)" } ?? "none"
        var newStrings = "none"
        if let table = context.newStrings {
            newStrings = table.path + " " + (table.wrapper ?? "") + " " + (table.refusal ?? "")
            newStrings += context.writesStringTables ? " written" : " read"
        }
        let attributes =
            (context.attributePlacement.map {
                "\($0.onLineAbove ? "above" : "same line") \($0.source) same line \($0.sameLine.sorted()) above "
                    + "\($0.lineAbove.sorted())"
            } ?? "")
            + " types " + (context.explicitTypesSource ?? "") + " comments " + (context.twoSpaceCommentsSource ?? "")
        let language: String = context.languageMode.map { "\($0.version) \($0.source)" } ?? "unknown"
        return [
            "platforms \(platforms) catalyst \(context.targets.macCatalyst) mac idiom \(context.targets.macIdiom)",
            "index \(context.index.fingerprint) previews \(context.codeKinds.includesPreviews)",
            "apply " + applied.joined(separator: ","), "report " + reported.joined(separator: ","),
            "passes \(engine.maximumPasses) verifications \(engine.collectsVerifications)",
            "font \(context.fontStrategy)",
            "targets " + targets.joined(separator: "; "), "symbols " + symbols.joined(separator: "; "),
            "icons " + icons.joined(separator: " "),
            "line length " + lineLength,
            "attributes " + attributes,
            "compiled by " + context.compilingTargets.sorted().joined(separator: ","),
            "language " + language,
            "new strings " + newStrings,
        ].joined(separator: "\n")
    }

    /// Transforms per configuration file, the command line's `--only`/`--disable`/`--enable` winning.
    private func engine(for configuration: Configuration?) -> Engine {
        let key = configuration?.path ?? ""
        lock.lock()
        defer { lock.unlock() }
        if let engine = engines[key] { return engine }
        var rules = configuration?.rules ?? [:]
        for id in options.enable { rules[id] = true }
        for id in options.disable { rules[id] = false }
        var selection = Configuration()
        selection.rules = rules
        var (apply, report) = selection.selectTransforms()
        if !options.only.isEmpty {
            apply = TransformRegistry.all.filter {
                options.only.contains($0.descriptor.id) && !options.disable.contains($0.descriptor.id)
            }
            report = []
        }
        var engine = Engine(transforms: apply, reportOnly: report)
        engine.collectsVerifications = collectsVerifications
        engines[key] = engine
        return engine
    }
}
