import A11yFixConfiguration
import A11yFixCore
import ArgumentParser
import Foundation

/// `a11yfix why FILE:LINE[:COLUMN]`: what each transform decided at one place and the project
/// facts the run used there, so "why was this left alone?" takes one command instead of reading
/// the transforms' source.
struct Why: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Say what each transform decided at a place in a file, and the project facts it used.",
        discussion: """
            Prints the file's project (root, whether a target compiles it, code kind, platforms, \
            deployment targets, configuration, line length), what the project index knows of the \
            types named on the line, then one line per transform: fixed (with the fix), reported, \
            suppressed, off, or nothing at that place. Nothing is written.
            """
    )

    @Argument(
        help: ArgumentHelp("The place: a Swift file, a line and optionally a column.", valueName: "file:line[:column]"))
    var place: String

    @OptionGroup var selection: TransformSelection
    @OptionGroup var settings: SettingsOptions

    struct Place: Equatable {
        var file: String
        var line: Int
        var column: Int?

        /// `path/File.swift:12` or `path/File.swift:12:9`; a path may itself hold colons.
        init?(_ text: String) {
            var parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard parts.count >= 2 else { return nil }
            var numbers: [Int] = []
            while let last = parts.last, let number = Int(last), number > 0, numbers.count < 2, parts.count > 1 {
                numbers.insert(number, at: 0)
                parts.removeLast()
            }
            guard !numbers.isEmpty, !parts.joined().isEmpty else { return nil }
            file = parts.joined(separator: ":")
            line = numbers[0]
            column = numbers.count > 1 ? numbers[1] : nil
        }

        /// Whether the finding's span covers this place.
        func isCovered(by finding: Finding) -> Bool {
            let start = finding.location, end = finding.endLocation
            guard start.line <= line, line <= end.line else { return false }
            guard let column else { return true }
            if line == start.line && column < start.column { return false }
            if line == end.line && end.line > start.line && column >= end.column { return false }
            if line == end.line && end.line == start.line && column >= max(end.column, start.column + 1) {
                return false
            }
            return true
        }
    }

    func validate() throws {
        guard Place(place) != nil else {
            throw ValidationError("expected FILE:LINE or FILE:LINE:COLUMN, not '\(place)'")
        }
    }

    func run() throws {
        let place = Place(self.place)!
        if let problem = NamedPaths.problems([place.file]).first { throw ValidationError(problem) }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: place.file, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ValidationError("\(place.file): a folder; name a Swift file and a line")
        }
        guard let data = FileManager.default.contents(atPath: place.file) else {
            throw ValidationError("\(place.file): cannot read the file")
        }
        let resolver = try settings.resolver()
        let planner = RunPlanner(
            options: try selection.options(), resolver: resolver,
            roots: try settings.projectRoots(listings: resolver.folderListings))
        // What a run over files decides, which adds new words to the project's tables.
        planner.addsTableEntries = true
        let prepared: PreparedRun
        do {
            prepared = try PreparedRun.prepare(
                paths: [place.file], planner: planner, jobs: ProcessInfo.processInfo.activeProcessorCount
            ) { _ in nil }.run
        } catch let error as ConfigurationError {
            throw ConfigurationFailure(error: error)
        }
        let plan = prepared.plans[0]
        let bytes = [UInt8](data)
        var lines = ["\(ReportPath.display(place.file)):\(place.line)\(place.column.map { ":\($0)" } ?? "")"]
        lines += facts(place: place, plan: plan, planner: planner, bytes: bytes)
        lines.append("")
        lines += decisions(place: place, plan: plan, bytes: bytes)
        for warning in resolver.warnings {
            FileHandle.standardError.write(Data("warning: \(DisplayPath.relative(warning))\n".utf8))
        }
        print(lines.joined(separator: "\n"))
    }

    /// The project facts the plan was made from.
    private func facts(place: Place, plan: FilePlan, planner: RunPlanner, bytes: [UInt8]) -> [String] {
        func row(_ label: String, _ text: String) -> String {
            "  " + label.padding(toLength: 11, withPad: " ", startingAt: 0) + text
        }
        var rows: [String] = []
        if let root = planner.roots.root(forFile: place.file) {
            let count = planner.scopes[root]?.entries.count ?? 0
            rows.append(
                row(
                    "project", "\(DisplayPath.relative(root)) (\(count) Swift \(count == 1 ? "file" : "files") indexed)"
                ))
        } else {
            rows.append(
                row("project", "none: a loose file (no Package.swift, Xcode project, .git or .a11yfix.yml above it)"))
        }
        let facts = planner.resolver.projectFacts(forFile: place.file)
        if let facts {
            rows.append(row("build", "compiled by " + DisplayPath.relative(facts.platformSource)))
        } else if let project = plan.unlistedBy {
            rows.append(row("build", "no target of \(DisplayPath.relative(project)) compiles it"))
        } else {
            rows.append(row("build", "no project file says which target compiles it"))
        }
        let entry = FileIndexEntry(bytes: bytes)
        let kind = FileKind(path: place.file, facts: facts, importsTestFramework: entry.importsTestFramework)
        rows.append(row("kind", kind.described))
        let targets = plan.context.targets
        let platforms =
            targets.platforms.map { $0.sorted().map(\.rawValue).joined(separator: ", ") }
            ?? "from the code (#if os, imports)"
        rows.append(
            row(
                "platforms",
                platforms + (targets.macCatalyst ? " + Mac Catalyst" : "")
                    + (targets.platformSource.map { " (\(DisplayPath.relative($0)))" } ?? "")))
        let versions = ApplePlatform.allCases.filter { targets.platforms?.contains($0) ?? true }.compactMap {
            platform in
            targets.targets[platform].map { "\(platform.rawValue) \($0.version) (\(DisplayPath.relative($0.source)))" }
        }
        rows.append(row("targets", versions.joined(separator: ", ")))
        let configuration = (try? planner.resolver.configuration(forFile: place.file)) ?? nil
        rows.append(
            row("config", configuration?.path.map(DisplayPath.relative) ?? "no .a11yfix.yml (built-in defaults)"))
        rows.append(
            row(
                "line",
                plan.context.lineLength.map { "at most \($0.columns) columns (\(DisplayPath.relative($0.source)))" }
                    ?? "no length limit configured"))
        if let placement = plan.context.attributePlacement {
            let line = placement.onLineAbove ? "on the line above" : "on the declaration's line"
            rows.append(
                row("attributes", "new properties' attributes \(line) (\(DisplayPath.relative(placement.source)))"))
        }
        if let source = plan.context.twoSpaceCommentsSource {
            rows.append(row("comments", "two spaces before a trailing comment (\(DisplayPath.relative(source)))"))
        }
        if let source = plan.context.explicitTypesSource {
            rows.append(row("types", "new properties write their type (\(DisplayPath.relative(source)))"))
        }
        rows.append(row("strings", plan.context.index.stringsDescription))
        // How a new UIKit or AppKit label in a file that looks nothing up is looked up (`LabelLookup`).
        if plan.context.index.localizesStrings,
            let lookup = plan.context.index.stringLookup(inTargets: plan.context.compilingTargets)
        {
            rows.append(
                row(
                    "lookup",
                    "new UIKit and AppKit labels look their words up as their type or file does, else with \(lookup.description), as most of the target's (or project's) files do"
                ))
        }
        if let table = plan.context.newStrings {
            let keys = table.keysAreText ? "keyed by their English text" : "keyed by name"
            let lookup = table.wrapper.map { ", looked up with \($0)(_:value:comment:)" } ?? ""
            let adds = table.refusal.map { "adds nothing: \($0)" } ?? "new words get an entry here"
            rows.append(row("table", "\(ReportPath.display(table.path)) (\(keys)\(lookup)); \(adds)"))
        }
        rows += indexFacts(line: place.line, bytes: bytes, index: plan.context.index).map { row("index", $0) }
        return rows
    }

    /// What the project index knows of each type named on the line: the facts transforms ask.
    private func indexFacts(line: Int, bytes: [UInt8], index: ProjectIndex) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line <= lines.count else { return [] }
        var seen: Set<String> = []
        var result: [String] = []
        for word in lines[line - 1].split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        where word.first?.isUppercase == true && seen.insert(String(word)).inserted {
            let name = String(word)
            guard index.declares(name) else { continue }
            var said = [
                index.isViewLike(name) ? "a project view" : index.isStyle(name) ? "a project style" : "a project type"
            ]
            switch index.content(ofView: name) {
            case .plain?: said.append("holding only text, images and shapes")
            case let .interactive(control)?: said.append("holding \(control)")
            case let .unresolved(unknown)?: said.append("holding `\(unknown)`, which the index cannot see into")
            case nil: break
            }
            if index.drawsText(view: name) { said.append("draws text") }
            if index.respectsReduceMotion(name) { said.append("respects Reduce Motion") }
            result.append("\(name): " + said.joined(separator: ", "))
        }
        return result
    }

    /// One line per transform: what it decided at the place.
    private func decisions(place: Place, plan: FilePlan, bytes: [UInt8]) -> [String] {
        let ids = TransformRegistry.all.map { $0.descriptor.id }
        let width = (ids.map(\.count).max() ?? 0) + 2
        func row(_ id: String, _ text: String) -> String {
            "  " + id.padding(toLength: width, withPad: " ", startingAt: 0) + text
        }
        if let pattern = plan.excludedBy {
            return ["  every transform: left alone, excluded by `\(pattern)` in .a11yfix.yml"]
        }
        if let kind = plan.skippedAs {
            return ["  every transform: left alone as \(kind.rawValue) code (--include-tests processes tests)"]
        }
        if let project = plan.unlistedBy {
            return [
                "  every transform: left alone, no target of \(DisplayPath.relative(project)) compiles it (--include-unlisted)"
            ]
        }
        let report: FileReport
        switch plan.engine.process(path: place.file, bytes: bytes, context: plan.context) {
        case let .failed(failure): return ["  every transform: nothing, the file was not processed: \(failure.message)"]
        case let .processed(processed): report = processed
        }
        let applying = Set(plan.engine.transforms.map { type(of: $0).descriptor.id })
        let reporting = Set(plan.engine.reportOnly.map { type(of: $0).descriptor.id })
        func span(_ finding: Finding) -> String {
            "\(finding.location.line):\(finding.location.column)–\(finding.endLocation.line):\(finding.endLocation.column)"
        }
        var rows: [String] = []
        for transform in TransformRegistry.all {
            let id = transform.descriptor.id
            let fixed = report.applied.filter { $0.transformID == id && place.isCovered(by: $0) }
            let reported = report.needsReview.filter { $0.transformID == id && place.isCovered(by: $0) }
            let suppressed = report.suppressed.filter { $0.transformID == id && place.isCovered(by: $0) }
            for finding in fixed {
                let inferred = finding.fix?.isInferred == true ? "; inferred text, marked [VERIFY]" : ""
                rows.append(row(id, "fixed at \(span(finding)): \(finding.fix?.summary ?? finding.message)\(inferred)"))
            }
            for finding in reported {
                let why = finding.notApplied.map { _ in " (a fix existed but was not made)" } ?? ""
                rows.append(row(id, "reported at \(span(finding))\(why): \(finding.message)"))
            }
            for finding in suppressed {
                rows.append(row(id, "suppressed by an a11yfix comment at \(span(finding)): \(finding.message)"))
            }
            let left = report.leftAlone.filter { $0.transformID == id && place.isCovered(by: $0) }
            for record in left {
                guard let reason = record.leftAlone else { continue }
                rows.append(row(id, "left alone at \(span(record)) (\(reason.id)): \(reason.explanation)"))
            }
            guard fixed.isEmpty && reported.isEmpty && suppressed.isEmpty && left.isEmpty else { continue }
            if !applying.contains(id) && !reporting.contains(id) {
                rows.append(
                    row(
                        id,
                        transform.descriptor.isOptIn
                            ? "off: opt-in (--enable \(id))" : "off: --only, --disable or rules: in .a11yfix.yml"))
            } else {
                rows.append(row(id, reporting.contains(id) ? "nothing here (reports only)" : "nothing here"))
            }
        }
        return rows
    }
}
