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

    func run() -> ExitCode {
        let input = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        let streams = StandardStreams()
        let plan: FilePlan
        // The project index of an editor buffer is the buffer itself: indexing the whole project
        // on every save would cost more than the fix.
        let entry = FileIndexEntry(bytes: input)
        planner.index = ProjectIndex(entries: [entry])
        do { plan = try planner.plan(for: planPath, entry: entry) } catch {
            streams.err("error: \(error)")
            if mode == .write { FileHandle.standardOutput.write(Data(input)) }
            return ExitStatus.usage
        }
        if plan.excludedBy != nil || plan.skippedAs != nil {
            if mode == .write { FileHandle.standardOutput.write(Data(input)) }
            return .success
        }
        let job = FileJob(mode: mode, appendSummary: summary == .append, reportsLocations: reporter != .text, audits: reporter == .markdown)
        let (result, output) = ParallelMap.map([input], jobs: 1) { input in job.process(path: displayName, input: input, plan: plan) }[0]

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
                streams.outRaw(AuditReport.markdown(result.audited.map { [$0] } ?? [], transforms: plan.engine.transforms.map { type(of: $0) }, quick: false))
            }
        case .diff:
            streams.outRaw(UnifiedDiff.render(old: String(decoding: input, as: UTF8.self), new: String(decoding: fixed, as: UTF8.self),
                                              oldName: DiffName.old(displayName), newName: DiffName.new(displayName)))
        }
        let accessibilitySummary = AccessibilitySummary(path: displayName, applied: result.applied,
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
