import A11yFixConfiguration
import A11yFixCore
import Foundation

/// Everything one file's processing produced, kept small so a large batch stays light.
struct FileResult: Sendable {
    var path: String
    var applied: [Finding] = []
    var needsReview: [Finding] = []
    var suppressed = 0
    var excludedBy: String?
    /// Test or documentation code left alone.
    var skippedAs: CodeKind?
    /// The project file none of whose targets compiles the file, which is left alone.
    var unlistedBy: String?
    /// Findings in previews and `#if DEBUG` branches left alone.
    var previewFindingsSkipped = 0
    /// What the transforms left unchanged on purpose, for the summary.
    var leftOnPurpose: [Verification] = []
    /// Located findings and edits, for the machine-readable reporters.
    var reported: ReportedFile?
    /// What `audit` needs of the file.
    var audited: AuditedFile?
    /// The first pass's fixes, each applicable alone (for the language server's quick fixes).
    var firstPassFixes: [Finding] = []
    /// Places left alone with their named reasons (for the language server's hover; not cached).
    var leftAlone: [Finding] = []
    /// Suppression comments naming no transform, printed as warnings.
    var unknownSuppressionIDs: [UnknownSuppressionID] = []
    var isChanged = false
    var diff = ""
    var failure: FileFailure?
}

/// Reads, fixes and (in write mode) atomically rewrites one file.
struct FileJob: Sendable {
    var mode: RunMode
    var appendSummary: Bool
    var reportsLocations = false
    var audits = false
    /// `audit --nutrition-labels` also wants each file's screens, which takes a parse.
    var auditsScreens = false
    var cache: ResultCache?
    /// The index pass's parses, each taken by the job of its file (skipped files included, so
    /// none is held to the end of the run).
    var parses: ParseStore?

    func run(path: String, plan: FilePlan) -> FileResult {
        // Reports, diffs and messages name the file as the user's shell would, without `./`.
        let shown = ReportPath.display(path)
        let parsed = parses?.take(forFile: path)
        if let pattern = plan.excludedBy { return FileResult(path: shown, excludedBy: pattern) }
        if let kind = plan.skippedAs { return FileResult(path: shown, skippedAs: kind) }
        if let project = plan.unlistedBy { return FileResult(path: shown, unlistedBy: project) }
        // Stamped before reading: if the file changes after this, the write is refused.
        let stamp = AtomicFileWriter.Stamp(path: path)
        guard let data = RunInputs.contents(atPath: path) else {
            return FileResult(path: shown, failure: .unreadable(path: shown, reason: readFailureReason(path)))
        }
        let input = [UInt8](data)
        var (result, output) = process(path: shown, input: input, plan: plan, parsed: parsed)
        guard result.failure == nil, let output, output != input else { return result }
        result.isChanged = true
        switch mode {
        case .write:
            do { try AtomicFileWriter.write(output, to: path, expecting: stamp) } catch {
                return FileResult(path: shown, failure: .writeFailed(path: shown, reason: "\(error)"))
            }
        case .diff:
            result.diff = UnifiedDiff.render(
                old: String(decoding: input, as: UTF8.self), new: String(decoding: output, as: UTF8.self),
                oldName: DiffName.old(shown), newName: DiffName.new(shown))
        case .check:
            break
        }
        return result
    }

    /// The engine's result and the bytes to write. In append mode a summary block from an earlier
    /// run is replaced when this run applies something, and kept as it is otherwise.
    func process(path: String, input: [UInt8], plan: FilePlan, parsed: ParsedSource? = nil)
        -> (FileResult, [UInt8]?)
    {
        var code = input
        if appendSummary {
            let split = SummaryComment.split(String(decoding: input, as: UTF8.self))
            if split.block != nil { code = Array(split.code.utf8) }
        }
        switch outcome(path: path, input: code, plan: plan, parsed: parsed) {
        case let .failed(failure):
            return (FileResult(path: path, failure: failure), nil)
        case let .processed(report):
            var result = FileResult(
                path: path, applied: Self.displayingTables(report.applied), needsReview: report.needsReview,
                suppressed: report.suppressed.count,
                previewFindingsSkipped: report.previewFindingsSkipped)
            result.leftOnPurpose = report.verifications.filter(\.isLeftOnPurpose)
            result.firstPassFixes = report.firstPassFixes
            result.leftAlone = report.leftAlone
            result.unknownSuppressionIDs = report.unknownSuppressionIDs
            if reportsLocations { result.reported = ReportedFile(report: report) }
            if audits {
                // The imports from the index entry (cached with the results), so a cached audit
                // does not parse the file again; only the screens need the tree.
                let imports = ProjectIndexPass.entry(for: report.input, cache: cache).imports
                var audited = AuditedFile(
                    path: path, findings: report.applied + report.needsReview,
                    verifications: report.verifications,
                    hasUserInterface: !imports.isDisjoint(with: ["SwiftUI", "UIKit", "AppKit", "Cocoa"]))
                if auditsScreens {
                    let file = SourceFile(path: path, bytes: report.input)
                    audited.screens = Screen.screens(in: file, projectPlatforms: plan.context.targets.platforms)
                    audited.playsMedia = ["AVPlayer", "VideoPlayer", "AVPlayerViewController"].contains {
                        file.containsText($0)
                    }
                }
                result.audited = audited
            }
            if report.applied.isEmpty { return (result, input) }
            guard appendSummary, let summary = AccessibilitySummary(path: path, applied: report.applied).rendered()
            else {
                return (result, report.output)
            }
            let file = SourceFile(path: path, bytes: report.output)
            return (result, Array(SummaryComment.append(summary, to: file.text, lineEnding: file.lineEnding).utf8))
        }
    }

    /// Fixes whose table entries name their table as reports name files (the engine's are absolute).
    static func displayingTables(_ applied: [Finding]) -> [Finding] {
        applied.map { finding in
            guard let entries = finding.fix?.tableEntries, !entries.isEmpty else { return finding }
            var shown = finding
            shown.fix?.tableEntries = entries.map { entry in
                var entry = entry
                entry.table = ReportPath.display(entry.table)
                return entry
            }
            return shown
        }
    }

    /// The engine's result for these bytes, from the cache when an earlier run computed it.
    private func outcome(path: String, input: [UInt8], plan: FilePlan, parsed: ParsedSource?) -> FileOutcome {
        if let cached = cache?.lookup(path: path, input: input, fingerprint: plan.fingerprint) { return cached }
        let outcome = plan.engine.process(path: path, bytes: input, context: plan.context, parsed: parsed)
        cache?.store(outcome, input: input, fingerprint: plan.fingerprint)
        return outcome
    }

    /// Why a file could not be read, in words: asked of the system, which knows (a link loop,
    /// a file deleted since it was listed, a permission).
    private func readFailureReason(_ path: String) -> String {
        let descriptor = open(path, O_RDONLY)
        let error = errno
        if descriptor >= 0 {
            var info = stat()
            defer { close(descriptor) }
            if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return "is a directory" }
            return "read error"
        }
        switch error {
        case ENOENT: return "no such file"
        case ELOOP: return "symbolic link loop"
        case EACCES: return "permission denied"
        case EISDIR: return "is a directory"
        default: return String(cString: strerror(error))
        }
    }
}

/// `a/path` and `b/path` headers as git writes them, also for absolute paths.
enum DiffName {
    static func old(_ path: String) -> String { "a/" + trimmed(path) }
    static func new(_ path: String) -> String { "b/" + trimmed(path) }
    private static func trimmed(_ path: String) -> String { String(path.drop { $0 == "/" }) }
}
