import A11yFixCore
import ArgumentParser
import Foundation

/// The editor integration: source on stdin, fixed source on stdout, messages on stderr.
/// On any failure the input is echoed unchanged, so an editor never loses the buffer.
struct StandardInputRun {
    var planner: RunPlanner
    var mode: RunMode
    /// `--check`: exit 1 when anything would change.
    var failsOnChanges: Bool
    var reporter: ReporterKind = .text
    var summary: SummaryMode
    var displayName: String
    /// Where the source would live, for finding its configuration and targets.
    var planPath: String
    /// The file the buffer stands for (`--assume-filename`), whose project is indexed; nil for a
    /// buffer that belongs to no project.
    var projectFile: String?
    /// Where the result cache lives, for the project's index entries; nil with `--no-cache`.
    var cacheFolder: String?

    func run() -> ExitCode {
        let input = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        let streams = StandardStreams()
        let plan: FilePlan
        // A buffer that names its file is planned within that file's project, with the buffer in
        // the file's place, so an editor's save gets what a run over the project writes; the
        // project's entries come from the result cache. A nameless buffer is its own index.
        let entry = FileIndexEntry(bytes: input)
        planner.index = ProjectIndex(entries: [entry])
        if let projectFile, let root = planner.roots.root(forFile: projectFile) {
            let cache = cacheFolder.map { ResultCache(folder: $0, scope: [root]) }
            cache?.keepsOtherEntries = true
            let (scope, warnings) = ProjectScope.build(
                root: root, resolver: planner.resolver, includesUnlisted: planner.options.includesUnlisted,
                jobs: ProcessInfo.processInfo.activeProcessorCount, cache: cache,
                buffer: (ProjectRoots.absolute(projectFile), entry))
            planner.scopes[root] = scope
            for warning in warnings { streams.err(warning) }
            cache?.save()
        }
        do { plan = try planner.plan(for: planPath, entry: entry) } catch {
            streams.err("error: \(error)")
            if mode == .write { FileHandle.standardOutput.write(Data(input)) }
            return ExitStatus.usage
        }
        if let project = plan.unlistedBy {
            streams.err(
                "note: \(displayName): no target of \(DisplayPath.relative(project)) compiles this file; left alone (--include-unlisted processes it)"
            )
        }
        // A linter file that does not parse, say: named once, and the run goes on.
        for warning in planner.resolver.warnings { streams.err("warning: " + warning) }
        if plan.excludedBy != nil || plan.skippedAs != nil || plan.unlistedBy != nil {
            if mode == .write { FileHandle.standardOutput.write(Data(input)) }
            return .success
        }
        let job = FileJob(
            mode: mode, appendSummary: summary == .append, reportsLocations: reporter != .text,
            audits: reporter == .markdown)
        let (result, output) = ParallelMap.map([input], jobs: 1) { input in
            job.process(path: displayName, input: input, plan: plan)
        }[0]

        if let failure = result.failure {
            streams.err("error: " + failure.message)
            if mode == .write { FileHandle.standardOutput.write(Data(input)) }
            return ExitStatus.fileFailures
        }
        for unknown in result.unknownSuppressionIDs { streams.err("warning: " + unknown.message(path: displayName)) }
        let fixed = output ?? input
        switch mode {
        case .write:
            FileHandle.standardOutput.write(Data(fixed))
            for finding in result.needsReview { streams.err(FindingLine.text(finding, path: displayName)) }
        case .check:
            switch reporter {
            case .text:
                for finding in (result.applied + result.needsReview).sorted(by: { $0.offset < $1.offset }) {
                    streams.out(FindingLine.text(finding, path: displayName))
                }
            case .json: streams.outRaw(MachineReports.json(result.reported.map { [$0] } ?? []))
            case .sarif: streams.outRaw(MachineReports.sarif(result.reported.map { [$0] } ?? []))
            case .github: streams.outRaw(MachineReports.github(result.reported.map { [$0] } ?? []))
            case .markdown:
                streams.outRaw(
                    AuditReport.markdown(
                        result.audited.map { [$0] } ?? [], transforms: plan.engine.transforms.map { type(of: $0) },
                        quick: false))
            }
        case .diff:
            streams.outRaw(
                UnifiedDiff.render(
                    old: String(decoding: input, as: UTF8.self), new: String(decoding: fixed, as: UTF8.self),
                    oldName: DiffName.old(displayName), newName: DiffName.new(displayName)))
        }
        let accessibilitySummary = AccessibilitySummary(
            path: displayName, applied: result.applied,
            needsReview: result.needsReview,
            leftOnPurpose: result.leftOnPurpose)
        if let rendered = accessibilitySummary.rendered(written: mode == .write) {
            switch summary {
            case .stdout: streams.outRaw("\n" + rendered)
            case .stderr: streams.errRaw("\n" + rendered)
            case .auto, .append, .none: break
            }
        }
        if failsOnChanges && fixed != input { return ExitStatus.changesFound }
        return .success
    }
}
