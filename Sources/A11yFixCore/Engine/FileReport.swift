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

    /// The first pass's places left alone on purpose, each with its named reason (not cached:
    /// `a11yfix why` runs the engine afresh). Their counts are in `verifications`.
    public var leftAlone: [Finding] = []

    public init(
        path: String, input: [UInt8], output: [UInt8], applied: [Finding], needsReview: [Finding],
        suppressed: [Finding] = [], verifications: [Verification] = [], previewFindingsSkipped: Int = 0
    ) {
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
