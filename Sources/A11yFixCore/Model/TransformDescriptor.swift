/// What `list`, `explain`, the summary and the docs say about a transform.
public struct TransformDescriptor: Sendable {
    /// Kebab-case; equals the transform's folder name under `Transforms/`.
    public let id: String
    /// One line for `a11yfix list`.
    public let summary: String
    public let frameworks: [Framework]
    /// The device checks the Accessibility Summary asks for when this transform applied a fix.
    public let deviceTests: [DeviceTest]
    /// Opt-in transforms do not run unless selected.
    public let isOptIn: Bool
    /// Whether an opt-in transform that is off still reports what it would change (with the fix
    /// removed). False for transforms whose findings are suggestions, not problems: off means silent.
    public let reportsWhenOff: Bool
    /// The audit group of its findings.
    public let tier: Tier
    /// What its findings are, counted in the audit ("hard-coded font sizes").
    public let problem: String
    /// Its place among the transforms that give an element its accessible name
    /// (`Fix.namedElement`): of several fixes naming one element in a pass, the lowest rank's is
    /// applied and the others wait. Nil ranks after every owner.
    public let namingRank: Int?
    /// The App Store Accessibility Nutrition Labels a finding of it keeps the app from claiming.
    public let blockedLabels: @Sendable (Finding) -> Set<NutritionLabels.Label>

    public init(
        id: String, summary: String, frameworks: [Framework], deviceTests: [DeviceTest], isOptIn: Bool = false,
        reportsWhenOff: Bool = true, tier: Tier = .incompleteSupport, problem: String = "problems",
        namingRank: Int? = nil, blocks: Set<NutritionLabels.Label> = [],
        blocksByFinding: (@Sendable (Finding) -> Set<NutritionLabels.Label>)? = nil
    ) {
        self.id = id
        self.summary = summary
        self.frameworks = frameworks
        self.deviceTests = deviceTests
        self.isOptIn = isOptIn
        self.reportsWhenOff = reportsWhenOff
        self.tier = tier
        self.problem = problem
        self.namingRank = namingRank
        self.blockedLabels = blocksByFinding ?? { _ in blocks }
    }
}
