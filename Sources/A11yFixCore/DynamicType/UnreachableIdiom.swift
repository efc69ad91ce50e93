import A11yFixSyntax
import SwiftSyntax

/// A font chosen only for the TV idiom (`case .tv:` of a switch over `userInterfaceIdiom`, or
/// `if … userInterfaceIdiom == .tv`) in code the project builds for no tvOS: the branch never runs,
/// and a text style named for tvOS sizes would be wrong there anyway (judged on real apps: the
/// `.tv` case of a vendored toast in an iPhone and iPad app). Other idioms are left to run: an iOS
/// app reaches `.carPlay`, `.mac` (Mac Catalyst) and `.pad` (on visionOS too).
enum UnreachableIdiom {
    /// Why the branch around `node` never runs, or nil.
    static func reason(around node: some SyntaxProtocol, in file: SourceFile) -> String? {
        guard let declared = file.projectPlatforms, !declared.isEmpty,
            !FontPlatforms.of(node, in: file).platforms.contains(.tvOS)
        else { return nil }
        var current = Syntax(node)
        while let parent = current.parent {
            defer { current = parent }
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return nil }
            if let branch = parent.as(SwitchCaseSyntax.self),
                let switchExpr = branch.parent?.parent?.as(SwitchExprSyntax.self),
                switchExpr.subject.trimmedDescription.hasSuffix("userInterfaceIdiom"),
                case .case(let label) = branch.label,
                label.caseItems.allSatisfy({ isTV($0.pattern.trimmedDescription) })
            {
                return Self.explanation(declared)
            }
            if let ifExpr = parent.as(IfExprSyntax.self), current.id == ifExpr.body.id,
                ifExpr.conditions.count == 1,
                let condition = ifExpr.conditions.first?.condition.as(ExprSyntax.self),
                isTVTest(condition.trimmedDescription)
            {
                return Self.explanation(declared)
            }
        }
        return nil
    }

    private static func isTV(_ pattern: String) -> Bool {
        pattern == ".tv" || pattern == "UIUserInterfaceIdiom.tv"
    }

    /// `UIDevice.current.userInterfaceIdiom == .tv` (either side).
    private static func isTVTest(_ condition: String) -> Bool {
        let sides = condition.components(separatedBy: " == ")
        guard sides.count == 2 else { return false }
        return (sides[0].hasSuffix("userInterfaceIdiom") && isTV(sides[1]))
            || (sides[1].hasSuffix("userInterfaceIdiom") && isTV(sides[0]))
    }

    private static func explanation(_ platforms: Set<ApplePlatform>) -> String {
        let names = platforms.sorted().map(\.rawValue).joined(separator: ", ")
        return "it is chosen only for the .tv interface idiom, and the project builds this code for \(names), "
            + "never tvOS: the branch never runs"
    }
}
