import A11yFixCore
import A11yFixLSP
import Foundation

/// What the engine says of one version of a buffer, in byte coordinates: each finding with the
/// span it points at and, for fixes made on the buffer's own text, the edits that make it.
struct DocumentAnalysis {
    struct Item {
        var finding: Finding
        var span: Range<Int>
        /// Edits in this version's byte coordinates; nil for findings without a fix and for fixes
        /// that only exist once another fix is in (the file-wide fix makes those).
        var edits: [A11yFixCore.TextEdit]?
        var isFixable: Bool
    }

    var version: Int
    var input: [UInt8]
    /// The project index generation this was computed with.
    var indexGeneration = 0
    var items: [Item] = []
    /// The settled result of `fix` on this text, when it changes anything.
    var output: [UInt8]?
    /// Why the buffer was not analysed (it does not parse, …), shown as one diagnostic.
    var failure: (message: String, line: Int)?
    /// Suppression comments naming no transform: each is flagged on its line.
    var unknownSuppressionIDs: [UnknownSuppressionID] = []
    /// Places left alone with their named reasons, and their spans: shown on hover, never as diagnostics.
    var leftAlone: [(record: Finding, span: Range<Int>)] = []

    static func analyse(_ bytes: [UInt8], version: Int, path: String, indexed: Bool, in workspace: Workspace)
        -> DocumentAnalysis
    {
        var analysis = DocumentAnalysis(version: version, input: bytes)
        let entry = workspace.update(buffer: bytes, path: path, indexed: indexed)
        var index = workspace.currentIndex()
        analysis.indexGeneration = workspace.indexGeneration
        if let nested = workspace.nestedIndex(forFile: path, entry: entry) {
            index = nested
        } else if !indexed || !workspace.isIndexed(path) {
            index = workspace.index(with: entry, at: path)
        }
        var plan: FilePlan
        do { plan = try workspace.planner.plan(for: path, entry: entry) } catch {
            analysis.failure = ("a11yfix: \(error)", 1)
            return analysis
        }
        if plan.excludedBy != nil || plan.skippedAs != nil || plan.unlistedBy != nil { return analysis }
        plan.context.index = index
        let job = FileJob(mode: .check, appendSummary: workspace.appendsSummary(forFile: path))
        let (result, output) = job.process(path: path, input: bytes, plan: plan)
        if let failure = result.failure {
            let line: Int
            switch failure {
            case let .doesNotParse(_, failedLine, _, _), let .fixBrokeSyntax(_, failedLine, _): line = failedLine
            default: line = 1
            }
            analysis.failure = ("a11yfix: " + failure.message.replacingOccurrences(of: path + ":", with: "line "), line)
            return analysis
        }
        if let output, output != bytes { analysis.output = output }
        analysis.unknownSuppressionIDs = result.unknownSuppressionIDs
        analysis.leftAlone = result.leftAlone.map { ($0, Self.span(of: $0, in: bytes)) }
        // Each first-pass fix on its own (also those the applier deferred because they overlap
        // another, like two gates adding the same property); then the fixes only a first fix makes possible.
        let offered = Set(result.firstPassFixes.map { FixKey(transformID: $0.transformID, offset: $0.offset) })
        func item(_ finding: Finding, edits: [A11yFixCore.TextEdit]?, isFixable: Bool) -> Item {
            Item(finding: finding, span: Self.span(of: finding, in: bytes), edits: edits, isFixable: isFixable)
        }
        for finding in result.firstPassFixes {
            analysis.items.append(item(finding, edits: finding.fix?.edits, isFixable: true))
        }
        for finding in result.applied
        where !offered.contains(FixKey(transformID: finding.transformID, offset: finding.offset)) {
            analysis.items.append(item(finding, edits: nil, isFixable: true))
        }
        for finding in result.needsReview {
            analysis.items.append(item(finding, edits: nil, isFixable: false))
        }
        analysis.items.sort {
            ($0.span.lowerBound, $0.finding.transformID) < ($1.span.lowerBound, $1.finding.transformID)
        }
        return analysis
    }

    /// The construct a finding names, from its start to its end (`.animation(…)`, the whole
    /// `Button { … }`), within the buffer.
    static func span(of finding: Finding, in bytes: [UInt8]) -> Range<Int> {
        let start = min(finding.offset, bytes.count)
        return start..<min(max(finding.endOffset, start), bytes.count)
    }

    /// One diagnostic per finding: fixable ones warn, the rest inform.
    func diagnostics(_ table: LineTable, encoding: PositionEncoding) -> [Diagnostic] {
        if let failure {
            let start = Position(line: max(failure.line - 1, 0), character: 0)
            return [
                Diagnostic(
                    range: LSPRange(start: start, end: start), severity: .information, code: "a11yfix",
                    source: "a11yfix", message: failure.message)
            ]
        }
        // After the items: code actions and hover pair items with diagnostics by position in the list.
        let unknown = unknownSuppressionIDs.map { unknown in
            let start = Position(line: max(unknown.line - 1, 0), character: 0)
            return Diagnostic(
                range: LSPRange(start: start, end: start), severity: .warning, code: "a11yfix",
                source: "a11yfix",
                message: "unknown transform '\(unknown.id)' in this suppression comment; it suppresses nothing")
        }
        return items.enumerated().map { number, item in
            Diagnostic(
                range: table.range(of: item.span, encoding: encoding),
                severity: item.isFixable ? .warning : .information,
                code: item.finding.transformID, source: "a11yfix", message: item.finding.message,
                data: .object(["version": .number(Double(version)), "item": .number(Double(number))]))
        } + unknown
    }
}

private struct FixKey: Hashable {
    var transformID: String
    var offset: Int
}
