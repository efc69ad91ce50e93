import A11yFixConfiguration
import A11yFixCore
import ArgumentParser
import Foundation

struct Audit: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Report what a11yfix would fix and what needs review, grouped by impact, without writing anything.",
        discussion: """
            The report groups every place under 🔴 Blocks Assistive Tech, 🟡 Degrades Experience and \
            🟠 Incomplete Support (each transform declares its tier), lists what was checked and found \
            correct under ✅ Verified in code, and ends with the device checks to run and whether a \
            Nutrition Label claim is within reach.
            """
    )

    @Argument(help: "Files and directories to audit (default: the current folder).")
    var paths: [String] = ["."]

    @Flag(help: "Only the blockers: 🔴 Blocks Assistive Tech and 🟡 Degrades Experience.")
    var quick = false

    @Flag(help: "Print an App Store Accessibility Nutrition Label recommendation, with a per-screen table.")
    var nutritionLabels = false

    @Option(help: "markdown (the audit report), text, json, sarif or github.")
    var reporter: AuditReporterKind = .markdown

    @Option(name: [.customShort("j"), .long], help: "Files processed at once (default: all cores).")
    var jobs: Int?

    @OptionGroup var selection: TransformSelection
    @OptionGroup var settings: SettingsOptions

    @Option(
        help: ArgumentHelp(
            "Keep results of earlier runs here, so unchanged files are not processed again "
                + "(default: fix's cache folder).", valueName: "folder"))
    var cachePath: String?

    @Flag(help: "Neither read nor write the result cache.")
    var noCache = false

    func validate() throws {
        if noCache && cachePath != nil { throw ValidationError("--cache-path and --no-cache cannot be combined") }
    }

    func run() throws {
        let resolver = try settings.resolver()
        let planner = RunPlanner(
            options: try selection.options(), resolver: resolver,
            roots: try settings.projectRoots(listings: resolver.folderListings))
        planner.collectsVerifications = true
        // An audit reports what a run over the files makes, string table entries included.
        planner.addsTableEntries = true
        let streams = StandardStreams()
        let refused = NamedPaths.problems(paths)
        guard refused.isEmpty else {
            for problem in refused { streams.err("error: " + problem) }
            throw ExitStatus.usage
        }
        let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        // A pack of its own: a pack keeps only the entries its last run used, and audit's results
        // (which count what was found correct) differ from fix's, so sharing one would evict both.
        let folder = noCache ? nil : ResultCache.folder(explicit: cachePath)
        let prepared: PreparedRun
        let cache: ResultCache?
        do {
            (prepared, cache) = try PreparedRun.prepare(paths: paths, planner: planner, jobs: jobs) { scope in
                folder.map { ResultCache(folder: $0, scope: scope, command: "audit") }
            }
        } catch let error as ConfigurationError {
            throw ConfigurationFailure(error: error)
        }
        for warning in resolver.warnings { streams.err("warning: " + warning) }
        for warning in prepared.warnings { streams.err(warning) }
        let discovery = prepared.discovery
        if discovery.files.isEmpty && discovery.missing.isEmpty { streams.err(NamedPaths.nothingFound(in: paths)) }
        let job = FileJob(
            mode: .check, appendSummary: false, reportsLocations: true, audits: true,
            auditsScreens: nutritionLabels, cache: cache, parses: prepared.parses)
        let planList = prepared.plans
        let allResults = ParallelMap.map(Array(zip(discovery.files, planList.indices)), jobs: jobs) { file, index in
            job.run(path: file, plan: planList[index])
        }
        let results = allResults.filter { $0.excludedBy == nil && $0.skippedAs == nil && $0.unlistedBy == nil }.sorted {
            $0.path < $1.path
        }
        if let skipped = SkippedCode(allResults).description { streams.err("a11yfix audit: " + skipped) }
        if let hits = cache?.hits, hits > 0 { streams.err("a11yfix audit: \(count(hits, "file", "files")) from cache") }
        for result in results {
            for unknown in result.unknownSuppressionIDs {
                streams.err("warning: " + unknown.message(path: result.path))
            }
        }
        let unlisted = allResults.filter { $0.unlistedBy != nil }.count
        if unlisted > 0 {
            let files = count(unlisted, "file", "files"), them = unlisted == 1 ? "it" : "them"
            streams.err("a11yfix audit: \(files) in no target left alone (--include-unlisted processes \(them))")
        }

        let audited = results.compactMap(\.audited)
        let transforms = planList.first.map { $0.engine.transforms.map { type(of: $0) } } ?? []
        switch reporter {
        case .markdown:
            streams.outRaw(
                nutritionLabels
                    ? NutritionLabels.markdown(audited)
                    : AuditReport.markdown(audited, transforms: transforms, quick: quick))
        case .text:
            for result in results {
                for finding in (result.applied + result.needsReview).sorted(by: { $0.offset < $1.offset }) {
                    streams.out(FindingLine.text(finding, path: result.path))
                }
            }
        case .json:
            streams.outRaw(
                MachineReports.json(results.compactMap(\.reported), readiness: AuditReport.readiness(audited)))
        case .sarif: streams.outRaw(MachineReports.sarif(results.compactMap(\.reported)))
        case .github: streams.outRaw(MachineReports.github(results.compactMap(\.reported)))
        }
        cache?.save()
        for warning in cache?.warnings ?? [] { streams.err(warning) }
        let failures =
            discovery.missing.map { FileFailure.unreadable(path: $0.path, reason: $0.reason) }
            + results.compactMap(\.failure)
        for failure in failures.sorted(by: { $0.path < $1.path }) { streams.err("error: " + failure.message) }
        if !failures.isEmpty { throw ExitStatus.fileFailures }
    }
}

enum AuditReporterKind: String, ExpressibleByArgument, CaseIterable {
    case markdown, text, json, sarif, github
}
