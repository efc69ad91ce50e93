/// A finding as the machine-readable reporters show it: where, what, and — for a first-pass fix —
/// the exact edits in the input's byte, line and column coordinates, so editors can offer it.
public struct ReportedFinding: Sendable, Equatable {
    public struct Edit: Sendable, Equatable {
        public var byteOffset: Int
        public var byteLength: Int
        public var startLine: Int
        public var startColumn: Int
        public var endLine: Int
        public var endColumn: Int
        public var replacement: String
    }

    public var transformID: String
    public var line: Int
    /// UTF-8 column, as the text reporter and compilers print it.
    public var column: Int
    /// Unicode-scalar column, for SARIF.
    public var scalarColumn: Int
    /// Where the construct ends: the line, and the column just past its last character (UTF-8
    /// and Unicode-scalar), as SARIF's exclusive `endColumn` and an LSP range's end count it.
    public var endLine: Int
    public var endColumn: Int
    public var endScalarColumn: Int
    public var message: String
    /// The summary of the fix, when the tool would apply one.
    public var fixSummary: String?
    public var isInferred: Bool
    /// The fix's edits in input coordinates; empty for findings without a fix and for fixes made
    /// in a later pass (which the engine re-creates on re-parsed text).
    public var edits: [Edit]
    /// How the fix was laid out to keep the line length (`marker-moved`, `wrapped`); empty otherwise.
    public var layout: [String] = []
    /// Why a fix was not made (`line-length`), for a finding that had one.
    public var notApplied: String?

    public init(_ finding: Finding, in input: TextLocator) {
        transformID = finding.transformID
        line = finding.location.line
        column = finding.location.column
        scalarColumn = input.scalarColumn(of: finding.offset)
        endLine = finding.endLocation.line
        endColumn = finding.endLocation.column
        endScalarColumn = input.scalarColumn(of: finding.endOffset)
        message = finding.message
        fixSummary = finding.fix?.summary
        isInferred = finding.fix?.isInferred ?? false
        layout = finding.fix?.layout.names ?? []
        notApplied = finding.notApplied?.rawValue
        edits =
            finding.pass == 0
            ? (finding.fix?.edits ?? []).map { edit in
                let start = input.location(of: edit.range.lowerBound), end = input.location(of: edit.range.upperBound)
                return Edit(
                    byteOffset: edit.range.lowerBound, byteLength: edit.range.count,
                    startLine: start.line, startColumn: input.scalarColumn(of: edit.range.lowerBound),
                    endLine: end.line, endColumn: input.scalarColumn(of: edit.range.upperBound),
                    replacement: edit.replacement)
            } : []
    }
}

/// One file's reported findings, sorted by position.
public struct ReportedFile: Sendable, Equatable {
    public var path: String
    public var findings: [ReportedFinding]

    public init(path: String, findings: [ReportedFinding]) {
        self.path = path
        self.findings = findings.sorted { ($0.line, $0.column, $0.transformID) < ($1.line, $1.column, $1.transformID) }
    }

    /// Fixes and review findings of a processed file, located in its input.
    public init(report: FileReport) {
        let locator = TextLocator(bytes: report.input)
        self.init(
            path: report.path, findings: (report.applied + report.needsReview).map { ReportedFinding($0, in: locator) })
    }
}
