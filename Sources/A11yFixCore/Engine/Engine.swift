import A11yFixSyntax
import SwiftSyntax

/// Runs the selected transforms over one file's bytes. Pure: no I/O, safe to call concurrently.
///
/// Per file: validate UTF-8, parse (input with parse errors is refused), run every transform on
/// the same tree, apply the fixes, re-parse, and run the transforms again on the result until a
/// pass finds nothing to fix (fixes that conflicted with an applied one are re-created there);
/// a transform that nothing in the last pass's fixes can concern sits a settle pass out (`SettleTriggers`).
/// A file that has not settled after `maximumPasses` is refused, and so is output that gained a
/// parse error, so neither a half-fixed file nor a bad fix can reach the disk.
public struct Engine: Sendable {
    public var transforms: [any Transform] {
        didSet { namingRanks = Self.namingRanks(of: transforms) }
    }
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
        maximumPasses: Int = 5
    ) {
        let made = transforms.map { $0.init() }
        self.transforms = made
        self.namingRanks = Self.namingRanks(of: made)
        self.reportOnly = reportOnly.map { $0.init() }
        self.context = context
        self.maximumPasses = maximumPasses
    }

    /// Processes one file; `context` overrides the engine's (per-file targets and settings).
    /// `parsed`: a parse of these same bytes made earlier in the run (the index pass's), started
    /// from instead of parsing again; ignored when its bytes differ.
    public func process(
        path: String, bytes: [UInt8], context: TransformContext? = nil, parsed: ParsedSource? = nil
    ) -> FileOutcome {
        var engine = self
        if let context { engine.context = context }
        let reused = parsed.flatMap { $0.bytes == bytes ? $0 : nil }
        let outcome = engine.run(path: path, bytes: bytes, parsed: reused)
        // A transform that does not recognise its own fix once wrapped would fix it again: then
        // the fixes that needed wrapping are reported instead, rather than the file failing.
        if case .failed(.doesNotSettle) = outcome, engine.context.lineLength != nil, engine.wrapsToFit {
            engine.wrapsToFit = false
            return engine.run(path: path, bytes: bytes, parsed: reused)
        }
        return outcome
    }

    /// Whether fixes may wrap argument lists to keep the line length (else only markers move).
    private var wrapsToFit = true

    private func run(path: String, bytes: [UInt8], parsed: ParsedSource?) -> FileOutcome {
        guard UTF8Validation.isValid(bytes) else { return .failed(.notUTF8(path: path)) }
        let original = parsed.map { SourceFile(path: path, parsed: $0) } ?? SourceFile(path: path, bytes: bytes)
        original.projectPlatforms = context.targets.platforms
        if let error = SyntaxErrorDescription.first(in: original.tree) {
            let location = original.location(of: error.offset)
            return .failed(
                .doesNotParse(
                    path: path, line: location.line, column: location.column,
                    reason: error.message))
        }

        var current = original
        var backMaps: [OffsetMap] = []  // newest last; maps pass N text back to pass N-1 text
        var applied: [Finding] = []
        var needsReview: [Finding] = []
        var suppressed: [Finding] = []
        var verifications: [Verification] = []
        var previewFindings = 0
        var settled = false
        var lastFixes: [String] = []
        var firstPassFixes: [Finding] = []
        var unknownSuppressionIDs: [UnknownSuppressionID] = []
        var leftAlone: [Finding] = []
        // The transforms this pass runs: all of them first, then what the last pass's fixes can
        // make fire (`SettleTriggers`).
        var running = transforms

        // Every pass runs the transforms on the text the previous one produced, until a pass has
        // nothing to fix: a fix can make another transform's rule apply (a label that turns an
        // image into a control's content), and the output must be what a second run leaves alone.
        for pass in 0..<maximumPasses {
            // Suppression comments and previews are found anew in each pass's text, so offsets stay right.
            // Debug-only branches never ship: like previews, they are left alone.
            let directives = SuppressionDirectives(file: current)
            let previews = PreviewRegions(file: current, previews: !context.codeKinds.includesPreviews, debugOnly: true)
            var findings = findings(in: current, using: running)
            if context.twoSpaceCommentsSource != nil { findings = findings.map(TrailingCommentSpacing.widened) }
            // Places left alone on purpose are records, not findings: kept apart, counted by reason.
            let decisions = findings.filter { $0.leftAlone != nil }
            if !decisions.isEmpty {
                findings.removeAll { $0.leftAlone != nil }
                if pass == 0 { leftAlone = decisions }
            }
            if !directives.isEmpty {
                let (kept, dropped) = findings.partitioned {
                    !directives.suppresses($0.transformID, onLine: $0.location.line)
                }
                findings = kept
                if pass == 0 { suppressed = dropped }
            }
            if pass == 0, !directives.isEmpty { unknownSuppressionIDs = directives.unknownIDs() }
            if !previews.isEmpty {
                let (kept, dropped) = findings.partitioned { !previews.contains(offset: $0.offset) }
                findings = kept
                if pass == 0 { previewFindings = dropped.count }
            }
            // A fix that adds a string table entry waits for a run that writes the table.
            if !context.writesStringTables { findings = findings.map(Self.withholdingTableEntries) }
            // Fixes laid out within the project's line length, or reported when they cannot be.
            if let limit = context.lineLength {
                findings = fitting(findings, to: limit, in: current) { relocate($0, through: backMaps, in: original) }
            }
            if pass > 0 {
                let known = Set(needsReview.map { "\($0.transformID) \($0.offset)" })
                needsReview += findings.filter { $0.notApplied != nil }
                    .map { relocate($0, through: backMaps, in: original) }
                    .filter { !known.contains("\($0.transformID) \($0.offset)") }
            }
            if pass == 0 {
                if collectsVerifications {
                    verifications = transforms.flatMap { $0.verifications(in: current, context: context) }
                }
                verifications += transforms.flatMap { $0.leftOnPurpose(in: current, context: context) }
                verifications += Self.counts(of: leftAlone)
                needsReview =
                    findings.filter { $0.fix == nil }
                    + reportedFindings(in: current).filter {
                        !directives.suppresses($0.transformID, onLine: $0.location.line)
                            && !previews.contains(offset: $0.offset)
                    }
            }
            // An element named by two transforms gets the owner's name now; the other waits a pass.
            let (arbitrated, waiting) = ElementNaming.arbitrate(
                findings.filter { $0.fix != nil }, ranks: namingRanks)
            if pass == 0 { firstPassFixes = arbitrated }
            // Each fix fits alone; one that would overflow a line together with another waits a
            // pass, to be fitted to the line as the other leaves it.
            let fixes =
                context.lineLength.map {
                    LineFitter(file: current, limit: $0, attributePlacement: context.attributePlacement).together(
                        arbitrated)
                }
                ?? arbitrated
            if arbitrated.isEmpty {
                settled = true
                break
            }
            lastFixes = Set((fixes + waiting).map(\.transformID)).sorted()
            // The last pass only checks that nothing is left to do: its fixes are not applied.
            if pass == maximumPasses - 1 { break }

            let result: EditApplier.Result
            do {
                result = try EditApplier.apply(fixes.map { $0.fix!.edits }, to: current.bytes)
            } catch {
                return .failed(.fixBrokeSyntax(path: path, line: 1, transforms: lastFixes))
            }
            applied += result.applied.map { relocate(fixes[$0], through: backMaps, in: original) }

            let next = SourceFile(path: path, bytes: result.bytes, editing: current, with: result.appliedEdits)
            next.projectPlatforms = context.targets.platforms
            if let errorOffset = SyntaxErrors.firstErrorOffset(in: next.tree) {
                let ids = Set(result.applied.map { fixes[$0].transformID }).sorted()
                let line = original.location(
                    of: OffsetMap(appliedEdits: result.appliedEdits).originalOffset(for: errorOffset)
                ).line
                return .failed(.fixBrokeSyntax(path: path, line: line, transforms: ids))
            }
            running = SettleTriggers.transforms(
                transforms, after: findings, applied: result.applied.map { fixes[$0] }, in: current.bytes)
            backMaps.append(OffsetMap(appliedEdits: result.appliedEdits))
            current = next
        }
        // Not written half-way: a file whose fixes keep producing fixes is reported instead.
        guard settled else { return .failed(.doesNotSettle(path: path, passes: maximumPasses, transforms: lastFixes)) }
        applied.sort { ($0.offset, $0.transformID) < ($1.offset, $1.transformID) }
        // A fix too long for its line at first can fit once another fix has shortened that line.
        let made = Set(applied.map { "\($0.transformID) \($0.offset)" })
        needsReview.removeAll { $0.notApplied != nil && made.contains("\($0.transformID) \($0.offset)") }
        needsReview.sort { ($0.offset, $0.transformID) < ($1.offset, $1.transformID) }
        var report = FileReport(
            path: path, input: bytes, output: current.bytes, applied: applied, needsReview: needsReview,
            suppressed: suppressed, verifications: verifications, previewFindingsSkipped: previewFindings)
        report.firstPassFixes = firstPassFixes.sorted { ($0.offset, $0.transformID) < ($1.offset, $1.transformID) }
        report.unknownSuppressionIDs = unknownSuppressionIDs
        report.leftAlone = leftAlone
        return .processed(report)
    }

    /// Places left alone, counted per transform and reason for the summary's "left as they are
    /// on purpose": "2 left alone by tap-gesture-button: a background layer, …".
    static func counts(of leftAlone: [Finding]) -> [Verification] {
        var counts: [String: Int] = [:]
        for record in leftAlone {
            guard let reason = record.leftAlone else { continue }
            counts["left alone by \(record.transformID): \(reason.explanation)", default: 0] += 1
        }
        return counts.sorted { $0.key < $1.key }.map {
            Verification(kind: $0.key, count: $0.value, isLeftOnPurpose: true)
        }
    }

    /// `findings` with each fix fitted to `limit`; a fix that cannot fit is removed and the finding
    /// says why. `located` moves a finding to its place in the input, for the line the message names.
    private func fitting(
        _ findings: [Finding], to limit: LineLengthLimit, in file: SourceFile,
        located: (Finding) -> Finding
    ) -> [Finding] {
        let fitter = LineFitter(
            file: file, limit: limit, wraps: wrapsToFit, attributePlacement: context.attributePlacement)
        return findings.map { finding in
            guard let fix = finding.fix else { return finding }
            var fitted = finding
            var result = fitter.fit(fix)
            // A fix too long as written may fit in the shorter form its transform offers.
            if case .tooLong = result, let shorter = fix.shorterForm.first {
                let short = fitter.fit(shorter)
                if case .fits = short {
                    result = short
                    fitted.message = shorter.shorterFormMessage ?? fitted.message
                }
            }
            switch result {
            case var .fits(relaid):
                relaid.shorterForm = []
                relaid.shorterFormMessage = nil
                fitted.fix = relaid
            case let .tooLong(offset):
                var probe = finding
                probe.offset = offset
                let line = located(probe).location.line
                fitted.fix = nil
                fitted.notApplied = .lineLength
                fitted.message +=
                    " (not applied: the fix would make line \(line) longer than the project's "
                    + "\(limit.columns)-column limit (\(limit.sourceName)))"
            }
            return fitted
        }
    }

    /// The finding without its fix where the fix adds string table entries: the same label with its
    /// key would read the key itself until the entry exists, so this run (standard input, an editor's
    /// buffer, which write only the buffer) reports it, and a run over the file makes both.
    private static func withholdingTableEntries(_ finding: Finding) -> Finding {
        guard let entries = finding.fix?.tableEntries, let first = entries.first else { return finding }
        var held = finding
        held.fix = nil
        held.notApplied = .stringTable
        let table = first.table.split(separator: "/").suffix(2).joined(separator: "/")
        let keys = entries.map { SwiftLiteral.string($0.key) }.joined(separator: ", ")
        held.message +=
            " (not applied: it adds \(keys) to \(table) for translators, and this run writes only the file; "
            + "`a11yfix fix` on the file makes both)"
        return held
    }

    /// All findings of all transforms on one tree, in registry order then source order, which is
    /// the order in which conflicting fixes win.
    public func findings(in file: SourceFile) -> [Finding] {
        findings(in: file, using: transforms).filter { $0.leftAlone == nil }
    }

    /// The transforms that name elements, by id: `ElementNaming` applies the lowest rank's name first.
    /// Kept with the transforms: a descriptor is built anew each time it is asked for.
    private var namingRanks: [String: Int]

    private static func namingRanks(of transforms: [any Transform]) -> [String: Int] {
        var ranks: [String: Int] = [:]
        for transform in transforms {
            let descriptor = type(of: transform).descriptor
            ranks[descriptor.id] = descriptor.namingRank
        }
        return ranks
    }

    private func findings(in file: SourceFile, using transforms: [any Transform]) -> [Finding] {
        transforms.flatMap { transform in
            let found = transform.findings(in: file, context: context)
            // A target compiled as Swift 4 gets UIKit's old names, or no fix (`Pre42Spelling`).
            return (context.usesPre42UIKitNames ? found.map(Pre42Spelling.adapt) : found).sorted {
                $0.offset < $1.offset
            }
        }
    }

    /// Findings of the report-only transforms, with their fixes removed and the reason said;
    /// suggestions are left out.
    private func reportedFindings(in file: SourceFile) -> [Finding] {
        reportOnly.flatMap { transform in
            transform.findings(in: file, context: context).filter { !$0.isSuggestion && $0.leftAlone == nil }.map {
                finding in
                var reported = finding
                // Report-only: the fix is dropped below; its advice names what the language mode has.
                if context.usesPre42UIKitNames { reported.message = Pre42Spelling.rewrite(reported.message) }
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
    private func relocate(
        _ finding: Finding, through maps: some BidirectionalCollection<OffsetMap>, in original: SourceFile
    ) -> Finding {
        var offset = finding.offset, end = finding.endOffset
        for map in maps.reversed() {
            offset = map.originalOffset(for: offset)
            end = map.originalOffset(for: end)
        }
        // An end inside text a fix inserted maps to where that text went in; never before the start.
        end = max(offset, end)
        var moved = finding
        moved.offset = offset
        moved.location = original.location(of: offset)
        moved.endOffset = end
        moved.endLocation = original.location(of: end)
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

/// Whether bytes are well-formed UTF-8 (Unicode's table 3-7: no overlong forms, surrogates or
/// scalars past U+10FFFF), as the standard library's decoder judges them. Every file is checked
/// once or twice per run and most are ASCII: eight bytes at a time while they are.
enum UTF8Validation {
    static func isValid(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            while index < count {
                if index + 8 <= count,
                    UnsafeRawBufferPointer(buffer).loadUnaligned(fromByteOffset: index, as: UInt64.self)
                        & 0x8080_8080_8080_8080 == 0
                {
                    index += 8
                    continue
                }
                let lead = buffer[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                // The second byte's range depends on the lead; any further ones are 80...BF.
                let length: Int
                var second: ClosedRange<UInt8> = 0x80...0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: (length, second) = (3, 0xA0...0xBF)
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: (length, second) = (3, 0x80...0x9F)
                case 0xF0: (length, second) = (4, 0x90...0xBF)
                case 0xF1...0xF3: length = 4
                case 0xF4: (length, second) = (4, 0x80...0x8F)
                default: return false
                }
                guard index + length <= count, second.contains(buffer[index + 1]) else { return false }
                for offset in 2..<length where !(0x80...0xBF).contains(buffer[index + offset]) { return false }
                index += length
            }
            return true
        }
    }

    /// The standard library's judgement, which `isValid` must agree with (tests compare them).
    static func decoderAccepts(_ bytes: [UInt8]) -> Bool {
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
