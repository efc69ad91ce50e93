import A11yFixSyntax
import SwiftSyntax

/// Code in the `else` of `if #available(iOS 13.2, *)` when the project's deployment target is iOS
/// 13.2 or later on every platform the code builds for: the check always passes and the branch
/// never runs (judged on real apps: a text view's pre-13.2 initializer kept for an iOS 18 target).
/// Only deployment targets the project states count; a default one says nothing.
enum DeadAvailabilityBranch {
    static func reason(around node: some SyntaxProtocol, in file: SourceFile, availability: Availability) -> String? {
        guard file.mentionsAvailability else { return nil }
        var current = Syntax(node)
        while let parent = current.parent {
            if let branch = parent.as(IfExprSyntax.self), branch.elseBody?.id == current.id,
                let why = alwaysPasses(branch, in: file, availability: availability)
            {
                return why
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self)
                || parent.is(MemberBlockSyntax.self)
            {
                return nil
            }
            current = parent
        }
        return nil
    }

    /// "it is set only in the else of #available(iOS 13.2, *), which the deployment target (iOS 18.0) always meets …".
    private static func alwaysPasses(_ branch: IfExprSyntax, in file: SourceFile, availability: Availability)
        -> String?
    {
        guard branch.conditions.count == 1, case let .availability(check)? = branch.conditions.first?.condition,
            check.availabilityKeyword.tokenKind == .poundAvailable
        else { return nil }
        let required = Dictionary(
            Availability.parseAvailabilityArguments(check.availabilityArguments),
            uniquingKeysWith: { first, _ in first })
        let minimum = availability.minimumVersions(at: branch, in: file)
        guard !minimum.isEmpty else { return nil }
        var met: [String] = []
        for (platform, version) in minimum.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            // `*` covers the platforms the check does not name: they pass too.
            guard let needed = required[platform] else { continue }
            guard availability.targets.targets[platform].map({ $0.source != "default" }) == true, needed <= version
            else { return nil }
            met.append("\(platform.rawValue) \(version)")
        }
        guard !met.isEmpty else { return nil }
        return
            "it is set only in the else of \(check.trimmedText), which the deployment target (\(met.joined(separator: ", "))) always meets: the branch never runs"
    }
}
