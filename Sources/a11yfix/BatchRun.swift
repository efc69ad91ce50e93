import A11yFixConfiguration
import A11yFixCore
import ArgumentParser
import Foundation

/// Fixes files and directories named on the command line, in parallel, and reports in sorted
/// order so output never depends on scheduling.
struct BatchRun {
    var planner: RunPlanner
    var mode: RunMode
    /// `--check`: exit 1 when anything would change.
    var failsOnChanges: Bool
    var reporter: ReporterKind = .text
    var summary: SummaryMode
    var jobs: Int
    /// Where the result cache lives; nil with `--no-cache`.
    var cacheFolder: String?
    /// Where the run is kept for replay (`RunSnapshot`), while `RunInputs` records what it reads.
    var snapshot: RunSnapshot?

    func run(paths: [String]) -> ExitCode {
        let capture = snapshot.map { _ in OutputCapture() }
        let output = StandardStreams(capture: capture)
        let refused = NamedPaths.problems(paths)
        guard refused.isEmpty else {
            for problem in refused { output.err("error: " + problem) }
            return ExitStatus.usage
        }
        // The project index, configurations and targets first: a broken .a11yfix.yml stops the run before any write.
        let prepared: PreparedRun, cache: ResultCache?
        do {
            (prepared, cache) = try PreparedRun.prepare(paths: paths, planner: planner, jobs: jobs) { scope in
                cacheFolder.map { ResultCache(folder: $0, scope: scope) }
            }
        } catch {
            output.err("error: \(error)")
            return ExitStatus.usage
        }
        cache?.keepsOtherEntries = prepared.isPartial
        for warning in planner.resolver.warnings { output.err("warning: " + warning) }
        for warning in prepared.warnings { output.err(warning) }
        let discovery = prepared.discovery, plans = prepared.plans
        if discovery.files.isEmpty && discovery.missing.isEmpty {
            output.err(NamedPaths.nothingFound(in: paths))
            // A check that checks nothing must not pass: a CI typo would go green.
            if failsOnChanges { return ExitStatus.usage }
        }
        let job = FileJob(
            mode: mode, appendSummary: summary == .append, reportsLocations: reporter != .text,
            audits: reporter == .markdown, cache: cache, parses: prepared.parses)
        let work = Array(zip(discovery.files, plans.indices))
        let planList = plans
        let results = ParallelMap.map(work, jobs: jobs) { file, index in job.run(path: file, plan: planList[index]) }

        var failures = discovery.missing.map { FileFailure.unreadable(path: $0.path, reason: $0.reason) }
        var accessibilitySummary = AccessibilitySummary()
        for result in results.sorted(by: { $0.path < $1.path })
        where result.excludedBy == nil && result.skippedAs == nil && result.unlistedBy == nil {
            for unknown in result.unknownSuppressionIDs { output.err("warning: " + unknown.message(path: result.path)) }
            if let failure = result.failure {
                failures.append(failure)
                continue
            }
            accessibilitySummary.add(
                path: result.path, applied: result.applied, needsReview: result.needsReview,
                leftOnPurpose: result.leftOnPurpose)
            if reporter != .text { continue }  // never with --diff (refused): the report owns stdout
            switch mode {
            case .write:
                if result.isChanged {
                    output.out("fixed \(result.path) (\(count(result.applied.count, "fix", "fixes")))")
                }
                for finding in result.needsReview { output.out(FindingLine.text(finding, path: result.path)) }
            case .check:
                for finding in (result.applied + result.needsReview).sorted(by: { $0.offset < $1.offset }) {
                    output.out(FindingLine.text(finding, path: result.path))
                }
            case .diff:
                output.outRaw(result.diff)
                for finding in result.needsReview { output.err(FindingLine.text(finding, path: result.path)) }
            }
        }
        let reported = results.compactMap(\.reported)
        switch reporter {
        case .text: break
        case .json: output.outRaw(MachineReports.json(reported))
        case .markdown:
            let transforms = plans.first.map { $0.engine.transforms.map { type(of: $0) } } ?? []
            output.outRaw(AuditReport.markdown(results.compactMap(\.audited), transforms: transforms, quick: false))
        case .sarif: output.outRaw(MachineReports.sarif(reported))
        case .github:
            output.outRaw(MachineReports.github(reported))
            for failure in failures.sorted(by: { $0.path < $1.path }) {
                output.out(
                    "::error file=\(MachineReports.escapeProperty(failure.path))::\(MachineReports.escapeData(failure.message))"
                )
            }
        }
        // The string tables the fixes add entries to, once every Swift file is done.
        var tableEdits = TableEdits(results, mode: mode, cache: cache)
        let changedTables = tableEdits.finish(mode: mode, reportsText: reporter == .text, output: output)
        failures += tableEdits.failures
        for failure in failures.sorted(by: { $0.path < $1.path }) { output.err("error: " + failure.message) }
        cache?.save()
        for warning in cache?.warnings ?? [] { output.err(warning) }

        let changed = results.filter(\.isChanged).count + changedTables
        if let rendered = accessibilitySummary.rendered(written: mode == .write) {
            switch summary {
            case .stdout:
                output.out("")
                output.outRaw(rendered)
            case .stderr:
                output.err("")
                output.errRaw(rendered)
            case .auto, .append, .none:
                break
            }
        }
        let verb = mode == .write ? "changed" : "would change"
        let excluded = results.filter { $0.excludedBy != nil }.count
        let suppressed = results.reduce(0) { $0 + $1.suppressed }
        let skipped = SkippedCode(results)
        let unlisted = results.filter { $0.unlistedBy != nil }.count
        var stats =
            "\(count(results.count - excluded - skipped.files - unlisted + discovery.missing.count, "file", "files")) scanned, "
            + "\(changed) \(verb), \(failures.count) failed"
        if suppressed > 0 { stats += ", \(suppressed) suppressed" }
        if excluded > 0 { stats += ", \(excluded) excluded" }
        if unlisted > 0 { stats += ", \(count(unlisted, "file", "files")) in no target left alone" }
        if let text = skipped.description { stats += ", " + text }
        let fitting = LineFitCounts(results).description
        func summaryLine(hits: Int) -> String {
            var line = stats
            if hits > 0 { line += ", \(hits) from cache" }
            if let fitting { line += ", " + fitting }
            return line
        }
        // A replay of this run says what a rerun would: its results all come from the cache.
        output.err(summaryLine(hits: cache?.hits ?? 0), replayedAs: summaryLine(hits: cache?.hitsOfARerun ?? 0))

        let status =
            !failures.isEmpty
            ? ExitStatus.fileFailures : failsOnChanges && changed > 0 ? ExitStatus.changesFound : .success
        // Kept only when a rerun would print just this: no file written or failed, no cache problem.
        let inputs = RunInputs.shared.stop()
        if let snapshot, let capture, let cache, case let .success(recorded) = inputs, failures.isEmpty,
            cache.warnings.isEmpty, mode != .write || changed == 0
        {
            snapshot.store(
                RunSnapshot.Replay(chunks: capture.written, status: status.rawValue), inputs: recorded,
                pack: cache.packPath)
        }
        return status
    }
}

/// What keeping the project's line length took: "3 of 40 fixes moved their [VERIFY] marker above
/// the line, 1 wrapped, 2 not made (too long)" — the share of fixes that had to move.
struct LineFitCounts {
    var fixes = 0, markersMoved = 0, wrapped = 0, notMade = 0

    init(_ results: [FileResult]) {
        for result in results where result.excludedBy == nil && result.skippedAs == nil {
            fixes += result.applied.count
            markersMoved += result.applied.filter { $0.fix?.layout.contains(.markerMoved) == true }.count
            wrapped += result.applied.filter { $0.fix?.layout.contains(.wrapped) == true }.count
            notMade += result.needsReview.filter { $0.notApplied == .lineLength }.count
        }
    }

    var description: String? {
        guard markersMoved + wrapped + notMade > 0 else { return nil }
        var parts: [String] = []
        if fixes > 0 {
            let their = markersMoved == 1 ? "its" : "their"
            let share = "\(markersMoved) of \(count(fixes, "fix", "fixes"))"
            parts.append("\(share) moved \(their) [VERIFY] marker above the line")
        }
        if wrapped > 0 { parts.append("\(wrapped) wrapped") }
        if notMade > 0 {
            parts.append((parts.isEmpty ? count(notMade, "fix", "fixes") : "\(notMade)") + " not made (too long)")
        }
        return parts.joined(separator: ", ") + " to keep the line length"
    }
}

/// Code left alone for what it is: "12 skipped as tests, 3 as documentation, previews and debug-only code left alone in 7 files".
struct SkippedCode {
    var tests = 0, documentation = 0, filesWithPreviews = 0

    init(_ results: [FileResult]) {
        for result in results {
            switch result.skippedAs {
            case .test?: tests += 1
            case .documentation?: documentation += 1
            default: if result.previewFindingsSkipped > 0 { filesWithPreviews += 1 }
            }
        }
    }

    var files: Int { tests + documentation }

    var description: String? {
        var parts: [String] = []
        if tests > 0 { parts.append("\(tests) skipped as tests") }
        if documentation > 0 {
            parts.append(
                parts.isEmpty ? "\(documentation) skipped as documentation" : "\(documentation) as documentation")
        }
        if filesWithPreviews > 0 {
            parts.append("previews and debug-only code left alone in \(count(filesWithPreviews, "file", "files"))")
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

func count(_ number: Int, _ singular: String, _ plural: String) -> String {
    "\(number) \(number == 1 ? singular : plural)"
}

/// `path:line:col: warning: message [transform-id]`, which Xcode and most editors understand.
enum FindingLine {
    static func text(_ finding: Finding, path: String) -> String {
        "\(path):\(finding.location.line):\(finding.location.column): warning: \(finding.message) [\(finding.transformID)]"
    }
}

/// Runs `transform` over `items` on `jobs` threads (with deep stacks); results keep the input order.
enum ParallelMap {
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], jobs: Int, _ transform: @Sendable @escaping (Item) -> Result
    ) -> [Result] {
        let box = ResultBox<Result>(count: items.count)
        let workers = max(1, min(jobs, items.count))
        DeepStackThreads.run(count: workers) { _ in
            while let index = box.claimNext() {
                box.store(transform(items[index]), at: index)
            }
        }
        return box.results.map { $0! }
    }

    private final class ResultBox<Result>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private let total: Int
        var results: [Result?]

        init(count: Int) {
            total = count
            results = Array(repeating: nil, count: count)
        }

        func claimNext() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < total else { return nil }
            next += 1
            return next - 1
        }

        func store(_ result: Result, at index: Int) {
            lock.lock()
            results[index] = result
            lock.unlock()
        }
    }
}

/// Buffered stdout/stderr, flushed as whole lines.
struct StandardStreams {
    /// Also keeps what is written, for a run kept for replay (`RunSnapshot`).
    var capture: OutputCapture?

    func out(_ line: String) { outRaw(line + "\n") }
    func err(_ line: String) { errRaw(line + "\n") }

    /// `replayed`: the line a replay of the run prints in its place.
    func err(_ line: String, replayedAs replayed: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
        capture?.add(replayed + "\n", toError: true)
    }

    func outRaw(_ text: String) {
        capture?.add(text, toError: false)
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    func errRaw(_ text: String) {
        capture?.add(text, toError: true)
        FileHandle.standardError.write(Data(text.utf8))
    }
}
