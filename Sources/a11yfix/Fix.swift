import A11yFixConfiguration
import A11yFixCore
import ArgumentParser
import Foundation

struct Fix: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Rewrite Swift files in place (or standard input to standard output).",
        discussion: """
            Directories are walked recursively, skipping .build, .git, .swiftpm, Pods, Carthage, \
            DerivedData, node_modules and hidden folders. With '-' (or no path and piped input) the \
            source is read from standard input and the fixed source written to standard output.
            """
    )

    @Argument(help: "Files and directories to fix, or '-' for standard input.")
    var paths: [String] = []

    @Flag(help: "Write nothing; list what would change; exit 1 if anything would.")
    var check = false

    @Flag(help: "Write nothing; print a unified diff of what would change (with --check, also exit 1).")
    var diff = false

    @Option(
        help:
            "Where the Accessibility Summary goes: auto, append, stdout, stderr or none. auto is append for standard input, stdout otherwise."
    )
    var summary: SummaryMode?

    @Option(name: [.customShort("j"), .long], help: "Files processed at once (default: all cores).")
    var jobs: Int?

    @Option(
        help: ArgumentHelp(
            "The file name standard input is reported under, and the file it stands for: its project is indexed with the buffer in that file's place, so the output is what a run over the project would write.",
            discussion: "Without it, standard input belongs to no project: only the buffer itself is indexed."))
    var assumeFilename: String?

    @OptionGroup var selection: TransformSelection

    @Option(
        help:
            "How findings are printed: text (path:line:col: warning: …), json, sarif (2.1.0), github (Actions annotations) or markdown (the audit report)."
    )
    var reporter: ReporterKind = .text

    @OptionGroup var settings: SettingsOptions

    @Option(
        help: ArgumentHelp(
            "Keep results of earlier runs here, so unchanged files are not processed again.",
            discussion:
                "Default: $XDG_CACHE_HOME/a11yfix or ~/.cache/a11yfix (~/Library/Caches/a11yfix on macOS). Standard input is never cached.",
            valueName: "folder"))
    var cachePath: String?

    @Flag(help: "Neither read nor write the result cache.")
    var noCache = false

    var readsStandardInput: Bool {
        paths == ["-"] || (paths.isEmpty && isatty(STDIN_FILENO) == 0)
    }

    func validate() throws {
        if paths.contains("-") && paths.count > 1 {
            throw ValidationError("'-' (standard input) cannot be combined with other paths")
        }
        if paths.isEmpty && isatty(STDIN_FILENO) != 0 {
            throw ValidationError("no input: name files or directories, or pipe source to standard input")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if noCache && cachePath != nil { throw ValidationError("--cache-path and --no-cache cannot be combined") }
        // The patch, or the fixed source of standard input, owns stdout: a report cannot share it.
        if diff, reporter != .text {
            throw ValidationError(
                "--reporter \(reporter.rawValue) cannot be combined with --diff: standard output "
                    + "carries the patch; use --check for a report")
        }
        if readsStandardInput, reporter != .text, !check {
            throw ValidationError(
                "--reporter \(reporter.rawValue) with standard input needs --check: "
                    + "otherwise standard output carries the fixed source")
        }
        _ = try selection.options()
    }

    func run() throws {
        let mode: RunMode = diff ? .diff : check ? .check : .write
        let cacheFolder = noCache ? nil : ResultCache.folder(explicit: cachePath)
        // A rerun whose every input is as the kept run found it prints what that run printed.
        var snapshot: RunSnapshot?
        if !readsStandardInput, !paths.isEmpty, let cacheFolder {
            let kept = RunSnapshot(cacheFolder: cacheFolder, arguments: Array(CommandLine.arguments.dropFirst()))
            if let replay = kept.replay() {
                replay.write()
                if replay.status != 0 { throw ExitCode(replay.status) }
                return
            }
            snapshot = kept
            RunInputs.shared.start()
        }
        let resolver = try settings.resolver()
        let planner = RunPlanner(
            options: try selection.options(), resolver: resolver,
            roots: try settings.projectRoots(listings: resolver.folderListings))
        planner.collectsVerifications = reporter == .markdown
        // Standard input has no other file to write: its new labels stay reported.
        planner.addsTableEntries = !readsStandardInput
        let status: ExitCode
        if readsStandardInput {
            let name = assumeFilename.map { ReportPath.display($0) } ?? "<stdin>"
            let configured = try settings.configuration(for: assumeFilename ?? "./<stdin>", resolver: resolver)
            let summaryMode = summary ?? configured?.summary.flatMap(SummaryMode.init(rawValue:)) ?? .auto
            status = StandardInputRun(
                planner: planner, mode: mode, failsOnChanges: check, reporter: reporter,
                summary: summaryMode.resolved(forStandardInput: true, mode: mode),
                displayName: name, planPath: assumeFilename ?? "./<stdin>", projectFile: assumeFilename,
                cacheFolder: cacheFolder
            ).run()
        } else {
            let configured = try settings.configuration(
                for: ProbePath.file(for: paths.first ?? "."), resolver: resolver)
            var summaryMode = summary ?? configured?.summary.flatMap(SummaryMode.init(rawValue:)) ?? .auto
            // A machine-readable report owns stdout; the summary goes to stderr unless asked otherwise.
            if reporter != .text, summaryMode == .auto { summaryMode = .stderr }
            status = BatchRun(
                planner: planner, mode: mode, failsOnChanges: check, reporter: reporter,
                summary: summaryMode.resolved(forStandardInput: false, mode: mode),
                jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                cacheFolder: cacheFolder, snapshot: snapshot
            ).run(paths: paths)
        }
        if status != .success { throw status }
    }
}

/// `--only`, `--disable`, `--enable` and `--font-strategy`, shared by `fix` and `audit`.
struct TransformSelection: ParsableArguments {
    @Option(help: "Run only these transforms (comma-separated ids or repeated).")
    var only: [String] = []

    @Option(help: "Do not run these transforms (comma-separated ids or repeated).")
    var disable: [String] = []

    @Option(help: "Also apply these opt-in transforms, which otherwise only report (comma-separated ids or repeated).")
    var enable: [String] = []

    @Option(
        help:
            "How font-text-style makes fixed SwiftUI sizes scale: keep-size (default: a text style of exactly that size, else @ScaledMetric), scaled-metric (always @ScaledMetric) or text-style (nearest text style; the size may change)."
    )
    var fontStrategy: FontStrategyOption?

    @Flag(
        help: ArgumentHelp(
            "Also fix and report test code (files of test targets or UI-test host apps, under Tests folders, "
                + "or importing XCTest or Testing).")
    )
    var includeTests = false

    @Flag(help: "Also fix and report previews (#Preview bodies and PreviewProvider types).")
    var includePreviews = false

    @Flag(
        help: "Also fix and report Swift files that no target of the project's Package.swift or Xcode project compiles."
    )
    var includeUnlisted = false

    func validate() throws { _ = try options() }

    func options() throws -> SelectionOptions {
        func ids(_ values: [String]) -> Set<String> {
            Set(values.flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } })
        }
        let selection = SelectionOptions(
            only: ids(only), disable: ids(disable), enable: ids(enable), fontStrategy: fontStrategy?.strategy,
            codeKinds: CodeKindPolicy(includesTests: includeTests, includesPreviews: includePreviews),
            includesUnlisted: includeUnlisted)
        let known = Set(TransformRegistry.all.map { $0.descriptor.id })
        if let unknown = selection.only.union(selection.disable).union(selection.enable).subtracting(known).sorted()
            .first
        {
            throw ValidationError("unknown transform '\(unknown)'; `a11yfix list` shows the ids")
        }
        return selection
    }
}

/// A broken configuration file: one line naming file, line and key, and exit code 2.
struct ConfigurationFailure: Error {
    var error: ConfigurationError
}

/// `--config` and the deployment-target flags, shared by `fix`, `targets` and `dump-config`.
struct SettingsOptions: ParsableArguments {
    @Option(help: "Use this configuration file for every file, instead of the nearest .a11yfix.yml.")
    var config: String?

    @Option(
        help: "Oldest iOS to support, e.g. 15 or 15.4 (overrides the configuration, Package.swift and Xcode project).")
    var ios: String?
    @Option(help: "Oldest macOS to support, e.g. 12.")
    var macos: String?
    @Option(help: "Oldest tvOS to support.")
    var tvos: String?
    @Option(help: "Oldest watchOS to support.")
    var watchos: String?
    @Option(help: "Oldest visionOS to support.")
    var visionos: String?

    @Option(
        help:
            "The platforms the code builds for, e.g. ios,macos (overrides the configuration and the project's targets)."
    )
    var platforms: String?

    @Option(
        help: ArgumentHelp(
            "The project the files belong to, whose every Swift file is indexed (default: the nearest folder "
                + "above each file with .a11yfix.yml, Package.swift, an Xcode project or workspace, or .git; "
                + "the home folder only by Package.swift or an Xcode project).",
            valueName: "folder"))
    var projectRoot: String?

    func validate() throws {
        _ = try commandLineTargets()
        _ = try commandLinePlatforms()
    }

    func commandLinePlatforms() throws -> Set<ApplePlatform>? {
        guard let platforms else { return nil }
        var result: Set<ApplePlatform> = []
        for name in platforms.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty
        {
            guard let platform = ApplePlatform(key: name) else {
                throw ValidationError(
                    "--platforms: unknown platform '\(name)'; use ios, macos, tvos, watchos or visionos")
            }
            result.insert(platform)
        }
        guard !result.isEmpty else { throw ValidationError("--platforms takes at least one platform, e.g. ios,macos") }
        return result
    }

    func commandLineTargets() throws -> [ApplePlatform: OSVersion] {
        var targets: [ApplePlatform: OSVersion] = [:]
        for (platform, value) in [
            (ApplePlatform.iOS, ios), (.macOS, macos), (.tvOS, tvos), (.watchOS, watchos), (.visionOS, visionos),
        ] {
            guard let value else { continue }
            guard let version = OSVersion(value) else {
                throw ValidationError("--\(platform.key) takes a version such as 15 or 15.4, not '\(value)'")
            }
            targets[platform] = version
        }
        return targets
    }

    /// Where files' projects begin; a named root that is not a folder is a usage error.
    func projectRoots(listings: FolderListings = FolderListings()) throws -> ProjectRoots {
        if let projectRoot {
            var isDirectory: ObjCBool = false
            guard RunInputs.fileExists(atPath: projectRoot, isDirectory: &isDirectory) else {
                throw ValidationError("--project-root \(projectRoot): no such file or directory")
            }
            guard isDirectory.boolValue else { throw ValidationError("--project-root \(projectRoot): not a directory") }
        }
        return ProjectRoots(explicitRoot: projectRoot, listings: listings)
    }

    func resolver() throws -> ConfigurationResolver {
        if let config, !RunInputs.fileExists(atPath: config) {
            throw ValidationError("--config \(config): no such file")
        }
        return ConfigurationResolver(
            explicitConfigurationPath: config, commandLineTargets: try commandLineTargets(),
            commandLinePlatforms: try commandLinePlatforms())
    }

    /// The configuration for `path`; a broken one is a usage error (exit 2) naming file, line and key.
    func configuration(for path: String, resolver: ConfigurationResolver) throws -> Configuration? {
        do { return try resolver.configuration(forFile: path) } catch let error as ConfigurationError {
            throw ConfigurationFailure(error: error)
        }
    }
}

enum ReporterKind: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json, sarif, github, markdown
}

enum RunMode {
    case write, check, diff
}

enum SummaryMode: String, ExpressibleByArgument, CaseIterable {
    case auto, append, stdout, stderr, none

    /// `auto` becomes `append` when the fixed source goes to stdout, `stdout` for a batch run;
    /// `append` means nothing when nothing is written. In diff mode stdout is the patch, which
    /// `git apply` must be able to read, so the summary goes to stderr.
    func resolved(forStandardInput: Bool, mode: RunMode) -> SummaryMode {
        if mode == .diff, self == .auto || self == .stdout { return .stderr }
        switch self {
        case .auto:
            if mode != .write { return forStandardInput ? .stderr : .stdout }
            return forStandardInput ? .append : .stdout
        case .append where mode != .write:
            return .none
        default:
            return self
        }
    }
}

enum FontStrategyOption: String, ExpressibleByArgument, CaseIterable {
    case keepSize = "keep-size"
    case textStyle = "text-style"
    case scaledMetric = "scaled-metric"

    var strategy: FontStrategy { FontStrategy(rawValue: rawValue)! }
}
