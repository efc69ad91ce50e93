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

    @Option(help: "Where the Accessibility Summary goes: auto, append, stdout, stderr or none. auto is append for standard input, stdout otherwise.")
    var summary: SummaryMode = .auto

    @Option(name: [.customShort("j"), .long], help: "Files processed at once (default: all cores).")
    var jobs: Int?

    @Option(help: "The file name standard input is reported under.")
    var assumeFilename: String?

    @Option(help: "Run only these transforms (comma-separated ids or repeated).")
    var only: [String] = []

    @Option(help: "Do not run these transforms (comma-separated ids or repeated).")
    var disable: [String] = []

    @Option(help: "Also apply these opt-in transforms, which otherwise only report (comma-separated ids or repeated).")
    var enable: [String] = []

    @Option(help: "How font-text-style makes fixed SwiftUI sizes scale: text-style (nearest Dynamic Type style) or scaled-metric (@ScaledMetric, keeps the size).")
    var fontStrategy: FontStrategyOption = .textStyle

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
        _ = try selectedTransforms()
    }

    /// The transforms that apply fixes, and the opt-in ones that only report.
    func selectedTransforms() throws -> (apply: [any Transform.Type], report: [any Transform.Type]) {
        func ids(_ values: [String]) -> Set<String> {
            Set(values.flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } })
        }
        let onlyIDs = ids(only), disabledIDs = ids(disable), enabledIDs = ids(enable)
        let known = Set(TransformRegistry.all.map { $0.descriptor.id })
        if let unknown = onlyIDs.union(disabledIDs).union(enabledIDs).subtracting(known).sorted().first {
            throw ValidationError("unknown transform '\(unknown)'; `a11yfix list` shows the ids")
        }
        let candidates = TransformRegistry.all.filter { !disabledIDs.contains($0.descriptor.id) }
        if !onlyIDs.isEmpty {
            return (candidates.filter { onlyIDs.contains($0.descriptor.id) }, [])
        }
        let applies = { (transform: any Transform.Type) in !transform.descriptor.isOptIn || enabledIDs.contains(transform.descriptor.id) }
        return (candidates.filter(applies), candidates.filter { !applies($0) })
    }

    func run() throws {
        let mode: RunMode = diff ? .diff : check ? .check : .write
        let selection = try selectedTransforms()
        let engine = Engine(transforms: selection.apply, reportOnly: selection.report,
                            context: TransformContext(fontStrategy: fontStrategy.strategy))
        let status: ExitCode
        if readsStandardInput {
            status = StandardInputRun(engine: engine, mode: mode, failsOnChanges: check,
                                      summary: summary.resolved(forStandardInput: true, mode: mode),
                                      displayName: assumeFilename ?? "<stdin>").run()
        } else {
            status = BatchRun(engine: engine, mode: mode, failsOnChanges: check,
                              summary: summary.resolved(forStandardInput: false, mode: mode),
                              jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount).run(paths: paths)
        }
        if status != .success { throw status }
    }
}

enum RunMode {
    case write, check, diff
}

enum SummaryMode: String, ExpressibleByArgument, CaseIterable {
    case auto, append, stdout, stderr, none

    /// `auto` becomes `append` when the fixed source goes to stdout, `stdout` for a batch run;
    /// `append` means nothing when nothing is written.
    func resolved(forStandardInput: Bool, mode: RunMode) -> SummaryMode {
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
    case textStyle = "text-style"
    case scaledMetric = "scaled-metric"

    var strategy: FontStrategy { self == .textStyle ? .textStyle : .scaledMetric }
}
