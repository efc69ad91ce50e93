/// What happened to one file (after LibCST's success / skip / failure split).
public enum FileOutcome: Sendable {
    case processed(FileReport)
    case failed(FileFailure)
}

/// A file the engine could read and parse: its output and what changed.
public struct FileReport: Sendable {
    public var path: String
    public var input: [UInt8]
    public var output: [UInt8]
    /// Fixes that were applied, located in the input.
    public var applied: [Finding]
    /// Findings without a fix: places a person has to look at.
    public var needsReview: [Finding]
    /// Findings switched off by `// a11yfix:disable…` comments: counted, not applied.
    public var suppressed: [Finding] = []
    /// What the transforms checked and found correct, when the engine was asked to count it.
    public var verifications: [Verification] = []
    /// Findings inside previews (`#Preview`, `PreviewProvider`), left alone unless `--include-previews`.
    public var previewFindingsSkipped = 0
    /// The first pass's fixes, each on the input as if applied alone, conflicting ones included:
    /// what an editor offers one by one (`applied` has those the applier took together). Not kept
    /// in the result cache: only the language server reads it, and buffers are never cached.
    public var firstPassFixes: [Finding] = []
    /// Suppression comments naming ids no transform has: each suppresses nothing, so it is reported.
    public var unknownSuppressionIDs: [UnknownSuppressionID] = []

    public init(path: String, input: [UInt8], output: [UInt8], applied: [Finding], needsReview: [Finding],
                suppressed: [Finding] = [], verifications: [Verification] = [], previewFindingsSkipped: Int = 0) {
        self.path = path
        self.input = input
        self.output = output
        self.applied = applied
        self.needsReview = needsReview
        self.suppressed = suppressed
        self.verifications = verifications
        self.previewFindingsSkipped = previewFindingsSkipped
    }

    public var isChanged: Bool { input != output }
}

/// Why a file was left untouched. Each renders as one line naming the file.
public enum FileFailure: Error, Equatable, Sendable {
    case unreadable(path: String, reason: String)
    case notUTF8(path: String)
    /// `reason`: the first syntax error, as `SyntaxErrorDescription` words it.
    case doesNotParse(path: String, line: Int, column: Int, reason: String)
    case fixBrokeSyntax(path: String, line: Int, transforms: [String])
    case writeFailed(path: String, reason: String)
    /// Each pass of fixes made the next pass find more, up to the bound.
    case doesNotSettle(path: String, passes: Int, transforms: [String])

    public var message: String {
        switch self {
        case let .unreadable(path, reason): "\(path): unreadable (\(reason)); left unchanged"
        case let .notUTF8(path): "\(path): not valid UTF-8; left unchanged"
        case let .doesNotParse(path, line, column, reason):
            "\(path):\(line):\(column): does not parse (\(reason)); left unchanged"
        case let .fixBrokeSyntax(path, line, transforms):
            "\(path):\(line): fixes from \(transforms.joined(separator: ", ")) would produce invalid Swift; left unchanged (please report this)"
        case let .writeFailed(path, reason): "\(path): write failed (\(reason)); left unchanged"
        case let .doesNotSettle(path, passes, transforms):
            "\(path): fixes from \(transforms.joined(separator: ", ")) still found more to fix after \(passes) passes; left unchanged (please report this)"
        }
    }

    public var path: String {
        switch self {
        case let .unreadable(path, _), let .notUTF8(path), let .doesNotParse(path, _, _, _),
             let .fixBrokeSyntax(path, _, _), let .writeFailed(path, _), let .doesNotSettle(path, _, _): path
        }
    }
}
