import A11yFixCore
import Foundation

/// Finds, per file, the configuration, platforms and deployment targets that apply.
///
/// Configuration: the nearest `.a11yfix.yml` (or the one `--config` names). Platforms: the first
/// of `--platforms`, the configuration's `platforms:`, and the targets that compile the file (the
/// SwiftPM target whose folder holds it, else the Xcode targets whose sources or synchronized
/// folders list it, or those of an XcodeGen `project.yml` or Tuist `Project.swift` where no
/// `.xcodeproj` is); else nil, and the code decides. Deployment targets, per platform, the first
/// of: command-line flags, the configuration file, the file's targets, the nearest
/// `Package.swift`, the nearest `*.xcodeproj` (lowest across its targets), the defaults.
/// Folders and project files are read once and cached; safe to call from many threads. Broken
/// project files are warnings (`warnings`), never errors: the file falls back to the defaults.
public final class ConfigurationResolver: @unchecked Sendable {
    public let explicitConfigurationPath: String?
    public let commandLineTargets: [ApplePlatform: OSVersion]
    public let commandLinePlatforms: Set<ApplePlatform>?
    /// The folders' project names, shared with the run's project roots (one listing per folder).
    public let folderListings: FolderListings

    private let lock = NSLock()
    private var configurations: [String: Result<Configuration, ConfigurationError>?] = [:]
    private var projects: [String: DeploymentTargets?] = [:]
    private var packageManifests: [String: SwiftPackageManifest?] = [:]
    private var xcodeProjectsByFolder: [String: [XcodeProject]] = [:]
    private var xcodeProjectChains: [String: [XcodeProject]] = [:]
    /// Each file's facts by its absolute path: the index pass, the plan and the membership check
    /// all ask for every file, and the answer comes from the projects read above, which stay.
    private var factsByFile: [String: FileProjectFacts?] = [:]
    private var xcodeProjects: [String: XcodeProject] = [:]
    private var lineLengths: [String: LineLengthFiles.Setting?] = [:]
    private var attributePlacements: [String: AttributePlacement?] = [:]
    private var explicitTypeRules: [String: String?] = [:]
    private var swiftFormatFiles: [String: String?] = [:]
    private var warningSet: Set<String> = []
    private var explicit: Result<Configuration, ConfigurationError>?

    public init(
        explicitConfigurationPath: String? = nil, commandLineTargets: [ApplePlatform: OSVersion] = [:],
        commandLinePlatforms: Set<ApplePlatform>? = nil, folderListings: FolderListings = FolderListings()
    ) {
        self.explicitConfigurationPath = explicitConfigurationPath
        self.commandLineTargets = commandLineTargets
        self.commandLinePlatforms = commandLinePlatforms
        self.folderListings = folderListings
    }

    /// Problems found in project files so far, one line each naming the file, sorted.
    public var warnings: [String] { lock.withLock { warningSet.sorted() } }

    /// The configuration for a file (nil when none is found), or the error in it.
    public func configuration(forFile path: String) throws -> Configuration? {
        if let explicitConfigurationPath {
            lock.lock()
            defer { lock.unlock() }
            if explicit == nil {
                explicit = Result { try Self.load(explicitConfigurationPath) }.mapError { $0 as! ConfigurationError }
            }
            return try explicit!.get()
        }
        return try nearest(from: Self.directory(of: path), cache: \.configurations) { directory in
            let candidate = directory + "/" + ConfigurationLoader.fileName
            guard RunInputs.fileExists(atPath: candidate) else { return nil }
            return Result { try Self.load(candidate) }.mapError { $0 as! ConfigurationError }
        }?.get()
    }

    /// Platforms and deployment targets for a file, each with its source.
    public func targets(forFile path: String, configuration: Configuration?) -> DeploymentTargets {
        var targets = DeploymentTargets(
            targets: Dictionary(
                uniqueKeysWithValues: commandLineTargets.map { platform, version in
                    (platform, DeploymentTargets.Target(version: version, source: "--\(platform.key) flag"))
                }))
        if let configuration, let source = configuration.path {
            targets = targets.filling(
                from: configuration.targets.mapValues {
                    .init(version: $0, source: "\(ConfigurationLoader.fileName) (\(source))")
                })
        }
        let facts = projectFacts(forFile: path)
        if let commandLinePlatforms {
            targets.platforms = commandLinePlatforms
            targets.platformSource = "--platforms flag"
        } else if let configured = configuration?.platforms, let source = configuration?.path {
            targets.platforms = configured
            targets.platformSource = "\(ConfigurationLoader.fileName) (\(source))"
        } else if let facts, !facts.platforms.isEmpty {
            targets.platforms = facts.platforms
            targets.platformSource = facts.platformSource
        } else if facts == nil,
            let project = xcodeProjectsAbove(Self.directory(of: path)).first(where: { $0.agreed != nil }),
            let agreed = project.agreed
        {
            targets.platforms = agreed.platforms
            targets.platformSource = "every target in \(XcodePath.lastComponent(of: project.path)) (\(project.path))"
        }
        if let facts {
            targets = targets.filling(from: facts.deploymentTargets)
            targets.macCatalyst = facts.macCatalyst
            targets.macIdiom = facts.macIdiom
            targets.macIdiomOnly = facts.macIdiomOnly
        }
        let directory = Self.directory(of: path)
        if let manifest = nearest(from: directory, cache: \.packageManifests, read: loadManifest),
            !manifest.platforms.isEmpty
        {
            targets = targets.filling(
                from: manifest.platforms.mapValues { .init(version: $0, source: "Package.swift (\(manifest.path))") })
        }
        if let project = nearestTargets(from: directory, cache: \.projects, read: projectTargets) {
            targets = targets.filling(from: project.targets)
        }
        return targets.filling(from: DeploymentTargets.defaults.targets)
    }

    /// The longest line a fix may make in a file: `line-length` in its configuration, else the
    /// nearest folder (from the file's up) whose `.swiftlint.yml`, `.swift-format`, `.swiftformat`
    /// or `.editorconfig` sets one. Nil: no limit.
    public func lineLength(forFile path: String, configuration: Configuration?) -> LineLengthLimit? {
        let found = lineLengthSetting(forFile: path)
        guard let columns = configuration?.lineLength, let source = configuration?.path else {
            if case let .limit(limit)? = found { return limit }
            return nil
        }
        guard columns > 0 else { return nil }
        let tabWidth = if case let .limit(limit)? = found { limit.tabWidth } else { 4 }
        return LineLengthLimit(columns: columns, source: source, tabWidth: tabWidth)
    }

    /// Where the line length of `lineLength(forFile:configuration:)` comes from, for `dump-config`:
    /// the file that sets it, or that says there is none.
    public func lineLengthSource(forFile path: String, configuration: Configuration?) -> String? {
        if configuration?.lineLength != nil { return configuration?.path }
        switch lineLengthSetting(forFile: path) {
        case let .limit(limit)?: return limit.source
        case let .unlimited(source)?: return source
        case nil: return nil
        }
    }

    /// Where a new property's attribute goes in a file: the nearest folder (from the file's up)
    /// whose `.swiftformat` or `.swiftlint.yml` says. Nil: the code decides (`PropertyLayout`).
    public func attributePlacement(forFile path: String) -> AttributePlacement? {
        nearest(from: Self.directory(of: path), cache: \.attributePlacements, read: AttributePlacementFiles.placement)
    }

    /// The `.swiftlint.yml` nearest the file that turns on `explicit_type_interface`, so a new
    /// property writes its type; nil when no linter asks.
    public func explicitTypeRule(forFile path: String) -> String? {
        nearest(
            from: Self.directory(of: path), cache: \.explicitTypeRules, read: AttributePlacementFiles.explicitTypeRule)
    }

    /// The `.swift-format` nearest the file (from its folder up): swift-format lays trailing comments
    /// two spaces after the code. Nil when the project does not format with it; a file that is not
    /// JSON sets nothing (`LineLengthFiles` warns about it).
    public func swiftFormatFile(forFile path: String) -> String? {
        nearest(from: Self.directory(of: path), cache: \.swiftFormatFiles) { folder in
            let path = folder + "/.swift-format"
            if let data = ProjectFile.contents(atPath: path),
                (try? JSONSerialization.jsonObject(with: data)) is [String: Any]
            {
                return path
            }
            // A hook, Makefile or workflow runs swift-format with its defaults when no `.swift-format` says otherwise.
            return SwiftFormatRunners.runner(in: folder)
        }
    }

    private func lineLengthSetting(forFile path: String) -> LineLengthFiles.Setting? {
        nearest(from: Self.directory(of: path), cache: \.lineLengths) {
            LineLengthFiles.setting(in: $0, projectNames: folderListings.projectNames(in: $0), warn: note)
        }
    }

    // MARK: Lookups

    static func load(_ path: String) throws -> Configuration {
        guard let data = RunInputs.contents(atPath: path) else {
            throw ConfigurationError(path: path, line: nil, key: nil, reason: "cannot read the configuration file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(path: path, line: nil, key: nil, reason: "not UTF-8")
        }
        return try ConfigurationLoader.parse(text, path: path)
    }

    /// For files no target lists: the lowest deployment target per platform across the targets of
    /// the projects in `directory`.
    private func projectTargets(in directory: String) -> DeploymentTargets? {
        var lowest: [ApplePlatform: DeploymentTargets.Target] = [:]
        for project in xcodeProjects(in: directory) {
            let found = project.targets.map(\.deploymentTargets) + (project.agreed.map { [$0.deploymentTargets] } ?? [])
            for targets in found {
                for (platform, candidate) in targets
                where lowest[platform].map({ candidate.version < $0.version }) ?? true {
                    lowest[platform] = candidate
                }
            }
        }
        return lowest.isEmpty ? nil : DeploymentTargets(targets: lowest)
    }

    // MARK: Project files

    /// The targets that compile `path`: the nearest `Package.swift`'s target whose folder holds
    /// it, else the targets of the nearest Xcode project (in this folder or any above) that list it.
    /// Nil when none does.
    public func projectFacts(forFile path: String) -> FileProjectFacts? {
        let absolute = Self.absolute(path)
        if let known = lock.withLock({ factsByFile[absolute] }) { return known }
        let facts = readProjectFacts(absolute: absolute)
        lock.withLock { factsByFile[absolute] = .some(facts) }
        return facts
    }

    private func readProjectFacts(absolute: String) -> FileProjectFacts? {
        let directory = XcodePath.parent(of: absolute)
        if let manifest = nearest(from: directory, cache: \.packageManifests, read: loadManifest),
            let target = manifest.target(containing: absolute)
        {
            var facts = FileProjectFacts(packageTarget: target, manifest: manifest)
            facts.narrow(toLinkers: linkingTargets(of: target, in: manifest))
            return facts
        }
        for project in xcodeProjectsAbove(directory) {
            let compiling = project.targets(compiling: absolute)
            if !compiling.isEmpty { return FileProjectFacts(xcodeTargets: compiling, project: project.path) }
        }
        return nil
    }

    /// The shipping Xcode targets (in the package's folder or above) that link `target` through a
    /// product of its package, directly or through the targets depending on it. Empty when none
    /// is seen: the package may be linked by something this run cannot read.
    private func linkingTargets(of target: SwiftPackageManifest.Target, in manifest: SwiftPackageManifest)
        -> [XcodeProject.Target]
    {
        guard !manifest.products.isEmpty else { return [] }
        return xcodeProjectsAbove(XcodePath.parent(of: manifest.path)).flatMap(\.targets).filter { linker in
            guard !linker.isTest, linker.testHostReason == nil else { return false }
            let products = linker.packageProducts.intersection(manifest.products.keys)
            return !products.isEmpty && manifest.targetsLinked(byProducts: products).contains(target.name)
        }
    }

    /// Whether a target compiles `path`. `otherProjects`: Xcode projects elsewhere in the file's
    /// project folder (a workspace's projects need not sit above the files they list), which can
    /// only add membership. A project whose targets list no source at all was not understood, and
    /// speaks for nothing.
    public func membership(forFile path: String, otherProjects: [String] = []) -> BuildMembership {
        if projectFacts(forFile: path) != nil { return .compiled }
        let absolute = Self.absolute(path)
        let directory = XcodePath.parent(of: absolute)
        let above = xcodeProjectsAbove(directory)
        let others = otherProjects.map { Self.absolute($0) }.filter { path in !above.contains { $0.path == path } }.map(
            xcodeProject(at:))
        if others.contains(where: { !$0.targets(compiling: absolute).isEmpty }) { return .compiled }
        // A project that could not be read may be the one that compiles the file.
        if (above + others).contains(where: \.couldNotBeRead) { return .unknown }
        let manifest = nearest(from: directory, cache: \.packageManifests, read: loadManifest)
        if let manifest, manifest.covers(absolute) { return .inNoTarget(listedBy: manifest.path) }
        // An Xcode project never lists the files of a package inside its folder: when that
        // package's manifest could not be read in full, the project cannot judge them either.
        let package = manifest.flatMap { $0.isUnderstood ? nil : XcodePath.parent(of: $0.path) }
        if let project = above.first(where: { project in
            project.listsSources && package.map { XcodePath.parent(of: project.path).count >= $0.count } ?? true
        }), !(above + others).contains(where: { $0.mayCompile(absolute) }) {
            return .inNoTarget(listedBy: project.path)
        }
        return .unknown
    }

    /// The Xcode projects in `directory` and every folder above it, nearest first; remembered per
    /// folder, since every file of a folder asks the same question.
    private func xcodeProjectsAbove(_ directory: String) -> [XcodeProject] {
        if let known = lock.withLock({ xcodeProjectChains[directory] }) { return known }
        let parent = XcodePath.parent(of: directory)
        let above = parent == directory || parent.isEmpty ? [] : xcodeProjectsAbove(parent)
        let chain = xcodeProjects(in: directory) + above
        lock.withLock { xcodeProjectChains[directory] = chain }
        return chain
    }

    private func loadManifest(in directory: String) -> SwiftPackageManifest? {
        guard let manifest = SwiftPackageManifest.load(path: directory + "/Package.swift") else { return nil }
        note(manifest.warnings)
        return manifest
    }

    /// The Xcode projects directly in `directory`, each read once; where none is, the project an
    /// XcodeGen spec or a Tuist manifest there generates (apps that generate theirs do not commit it).
    private func xcodeProjects(in directory: String) -> [XcodeProject] {
        if let known = lock.withLock({ xcodeProjectsByFolder[directory] }) { return known }
        // Listed once per run with the project-root walk: a folder above the project may be huge.
        let contents = folderListings.projectNames(in: directory)
        let names = contents.filter { $0.hasSuffix(".xcodeproj") }.sorted()
        var found = names.map { xcodeProject(at: directory + "/" + $0) }
        if found.isEmpty, let spec = XcodeGenSpec.fileNames.first(where: contents.contains) {
            found = [XcodeGenSpec.load(path: directory + "/" + spec)]
        } else if found.isEmpty, contents.contains(TuistManifest.fileName),
            let project = TuistManifest.load(path: directory + "/" + TuistManifest.fileName)
        {
            found = [project]
        }
        if names.isEmpty { found.forEach { note($0.warnings) } }
        lock.withLock { xcodeProjectsByFolder[directory] = found }
        return found
    }

    /// The project at `path` (an absolute `.xcodeproj`), read once.
    private func xcodeProject(at path: String) -> XcodeProject {
        if let known = lock.withLock({ xcodeProjects[path] }) { return known }
        let project = XcodeProject.load(xcodeproj: path)
        note(project.warnings)
        lock.withLock { xcodeProjects[path] = project }
        return project
    }

    private func note(_ warnings: [String]) {
        guard !warnings.isEmpty else { return }
        lock.withLock { warningSet.formUnion(warnings) }
    }

    /// Absolute and standardized, by string arithmetic (as `URL.standardizedFileURL` does, without
    /// its cost: every file of a run asks).
    public static func absolute(_ path: String) -> String {
        XcodePath.standardize(path.hasPrefix("/") ? path : WorkingDirectory.path + "/" + path)
    }

    /// Walks up from `directory` to the first folder where `read` finds something.
    private func nearest<Value>(
        from directory: String, cache: ReferenceWritableKeyPath<ConfigurationResolver, [String: Value?]>,
        read: (String) -> Value?
    ) -> Value? {
        var visited: [String] = []
        var current = directory
        var found: Value?? = nil
        while true {
            lock.lock()
            let cached = self[keyPath: cache][current]
            lock.unlock()
            if let cached {
                found = .some(cached)
                break
            }
            visited.append(current)
            if let value = read(current) {
                found = .some(value)
                break
            }
            let parent = XcodePath.parent(of: current)
            if parent == current || parent.isEmpty { break }
            current = parent
        }
        let result = found ?? nil
        lock.lock()
        // Every folder on the way shares the answer found above it.
        for folder in visited { self[keyPath: cache][folder] = .some(result) }
        lock.unlock()
        return result
    }

    private func nearestTargets(
        from directory: String, cache: ReferenceWritableKeyPath<ConfigurationResolver, [String: DeploymentTargets?]>,
        read: (String) -> DeploymentTargets?
    ) -> DeploymentTargets? {
        nearest(from: directory, cache: cache) { folder in read(folder).flatMap { $0.targets.isEmpty ? nil : $0 } }
    }

    static func directory(of path: String) -> String {
        XcodePath.parent(of: absolute(path))
    }

    /// Whether `path` matches an `exclude` pattern of `configuration` (relative to its folder).
    public func isExcluded(_ path: String, by configuration: Configuration?) -> String? {
        guard let configuration, let base = configuration.directory, !configuration.exclude.isEmpty else { return nil }
        let absolute = URL(
            fileURLWithPath: path.hasPrefix("/") ? path : WorkingDirectory.path + "/" + path
        ).standardizedFileURL.path
        let root = URL(
            fileURLWithPath: base.hasPrefix("/") ? base : WorkingDirectory.path + "/" + base
        ).standardizedFileURL.path
        guard absolute.hasPrefix(root + "/") else { return nil }
        let relative = String(absolute.dropFirst(root.count + 1))
        return configuration.exclude.first { GlobPattern($0).matches(relative) }
    }
}
