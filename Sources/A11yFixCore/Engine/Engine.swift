import SwiftSyntax

/// Runs the selected transforms over one file's bytes. Pure: no I/O, safe to call concurrently.
///
/// Per file: validate UTF-8, parse (input with parse errors is refused), run every transform on
/// the same tree, apply the fixes, re-parse. Fixes that conflicted with an applied one are
/// re-created by running the transforms again on the re-parsed text, up to `maximumPasses`.
/// Output that gained a parse error is refused, so a bad fix can never reach the disk.
public struct Engine: Sendable {
    public var transforms: [any Transform]
    /// Transforms whose findings are reported but never applied: opt-in transforms that are off.
    public var reportOnly: [any Transform]
    public var context: TransformContext
    public var maximumPasses: Int
    /// Also count what each transform found correct (for `audit`); off for `fix`, which needs no counts.
    public var collectsVerifications = false

    public init(
        transforms: [any Transform.Type] = TransformRegistry.defaults,
        reportOnly: [any Transform.Type] = [],
        context: TransformContext = TransformContext(),
        maximumPasses: Int = 4
    ) {
        self.transforms = transforms.map { $0.init() }
        self.reportOnly = reportOnly.map { $0.init() }
        self.context = context
        self.maximumPasses = maximumPasses
    }

    /// Processes one file; `context` overrides the engine's (per-file targets and settings).
    public func process(path: String, bytes: [UInt8], context: TransformContext? = nil) -> FileOutcome {
        var engine = self
        if let context { engine.context = context }
        return engine.run(path: path, bytes: bytes)
    }

    private func run(path: String, bytes: [UInt8]) -> FileOutcome {
        guard UTF8Validation.isValid(bytes) else { return .failed(.notUTF8(path: path)) }
        let original = SourceFile(path: path, bytes: bytes)
        if let errorOffset = SyntaxErrors.firstErrorOffset(in: original.tree) {
            return .failed(.doesNotParse(path: path, line: original.location(of: errorOffset).line))
        }

        var current = original
        var backMaps: [OffsetMap] = []  // newest last; maps pass N text back to pass N-1 text
        var applied: [Finding] = []
        var needsReview: [Finding] = []
        var suppressed: [Finding] = []
        var verifications: [Verification] = []
        // Later passes only re-create deferred fixes, so only their transforms run again.
        var active = transforms

        for pass in 0..<maximumPasses {
            // Suppression comments are found anew in each pass's text, so lines stay right.
            let directives = SuppressionDirectives(file: current)
            var findings = findings(in: current, using: active)
            if !directives.isEmpty {
                let (kept, dropped) = findings.partitioned { !directives.suppresses($0.transformID, onLine: $0.location.line) }
                findings = kept
                if pass == 0 { suppressed = dropped }
            }
            if pass == 0 {
                if collectsVerifications {
                    verifications = transforms.flatMap { $0.verifications(in: current, context: context) }
                }
                needsReview = findings.filter { $0.fix == nil }
                    + reportedFindings(in: current).filter { !directives.suppresses($0.transformID, onLine: $0.location.line) }
            }
            let fixes = findings.filter { $0.fix != nil }
            if fixes.isEmpty { break }

            let result: EditApplier.Result
            do {
                result = try EditApplier.apply(fixes.map { $0.fix!.edits }, to: current.bytes)
            } catch {
                let ids = Set(fixes.map(\.transformID)).sorted()
                return .failed(.fixBrokeSyntax(path: path, line: 1, transforms: ids))
            }
            applied += result.applied.map { relocate(fixes[$0], through: backMaps, in: original) }

            let next = SourceFile(path: path, bytes: result.bytes, editing: current, with: result.appliedEdits)
            if let errorOffset = SyntaxErrors.firstErrorOffset(in: next.tree) {
                let ids = Set(result.applied.map { fixes[$0].transformID }).sorted()
                let line = original.location(of: OffsetMap(appliedEdits: result.appliedEdits).originalOffset(for: errorOffset)).line
                return .failed(.fixBrokeSyntax(path: path, line: line, transforms: ids))
            }
            backMaps.append(OffsetMap(appliedEdits: result.appliedEdits))
            current = next

            if result.deferred.isEmpty { break }
            let deferredIDs = Set(result.deferred.map { fixes[$0].transformID })
            active = transforms.filter { deferredIDs.contains(type(of: $0).descriptor.id) }
            if pass == maximumPasses - 1 {
                // Still conflicting after every pass: report, never drop silently.
                needsReview += result.deferred.map { index in
                    var finding = relocate(fixes[index], through: backMaps.dropLast(), in: original)
                    finding.message = "not applied, conflicts with another fix: \(finding.fix!.summary)"
                    finding.fix = nil
                    return finding
                }
            }
        }
        applied.sort { ($0.offset, $0.transformID) < ($1.offset, $1.transformID) }
        needsReview.sort { ($0.offset, $0.transformID) < ($1.offset, $1.transformID) }
        return .processed(FileReport(path: path, input: bytes, output: current.bytes, applied: applied, needsReview: needsReview, suppressed: suppressed, verifications: verifications))
    }

    /// All findings of all transforms on one tree, in registry order then source order, which is
    /// the order in which conflicting fixes win.
    public func findings(in file: SourceFile) -> [Finding] {
        findings(in: file, using: transforms)
    }

    private func findings(in file: SourceFile, using transforms: [any Transform]) -> [Finding] {
        transforms.flatMap { transform in
            transform.findings(in: file, context: context).sorted { $0.offset < $1.offset }
        }
    }

    /// Findings of the report-only transforms, with their fixes removed and the reason said.
    private func reportedFindings(in file: SourceFile) -> [Finding] {
        reportOnly.flatMap { transform in
            transform.findings(in: file, context: context).map { finding in
                var reported = finding
                if reported.fix != nil {
                    let id = type(of: transform).descriptor.id
                    reported.message += " (not applied: \(id) is opt-in; enable it with --enable \(id))"
                    reported.fix = nil
                }
                return reported
            }
        }
    }

    /// Moves a finding made on an intermediate text back to input coordinates.
    private func relocate(_ finding: Finding, through maps: some BidirectionalCollection<OffsetMap>, in original: SourceFile) -> Finding {
        var offset = finding.offset
        for map in maps.reversed() { offset = map.originalOffset(for: offset) }
        var moved = finding
        moved.offset = offset
        moved.location = original.location(of: offset)
        moved.pass = maps.count
        return moved
    }
}

extension Array {
    func partitioned(by belongsInFirst: (Element) -> Bool) -> ([Element], [Element]) {
        var first: [Element] = [], second: [Element] = []
        for element in self {
            if belongsInFirst(element) { first.append(element) } else { second.append(element) }
        }
        return (first, second)
    }
}

enum UTF8Validation {
    static func isValid(_ bytes: [UInt8]) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}

/// Finds where a tree first has a parse error (a missing token, unexpected text, or a token the
/// lexer flagged), visiting only subtrees that contain one.
public enum SyntaxErrors {
    public static func firstErrorOffset(in tree: some SyntaxProtocol) -> Int? {
        guard tree.hasError else { return nil }
        let finder = FirstErrorFinder(viewMode: .all)
        finder.walk(tree)
        return finder.offset ?? 0
    }

    private final class FirstErrorFinder: SyntaxAnyVisitor {
        var offset: Int?

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            guard offset == nil, node.hasError else { return .skipChildren }
            if node.is(UnexpectedNodesSyntax.self) {
                offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
                return .skipChildren
            }
            if let token = node.as(TokenSyntax.self) {
                offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
                return .skipChildren
            }
            return .visitChildren
        }
    }
}
