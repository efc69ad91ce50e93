/// How much a problem costs users, as the audit groups them.
public enum Tier: Int, Sendable, CaseIterable, Comparable {
    /// Completely unreachable for assistive technology: fix immediately.
    case blocksAssistiveTech
    /// Reachable, with significant friction.
    case degradesExperience
    /// Gaps that prevent Nutrition Label claims.
    case incompleteSupport

    public static func < (lhs: Tier, rhs: Tier) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The tier's name in machine-readable reports.
    public var id: String {
        switch self {
        case .blocksAssistiveTech: "blocks-assistive-tech"
        case .degradesExperience: "degrades-experience"
        case .incompleteSupport: "incomplete-support"
        }
    }

    public var heading: String {
        switch self {
        case .blocksAssistiveTech: "**🔴 Blocks Assistive Tech**"
        case .degradesExperience: "**🟡 Degrades Experience**"
        case .incompleteSupport: "**🟠 Incomplete Support**"
        }
    }
}
