import A11yFixSyntax
import SwiftSyntax

/// A project's own indeterminate activity indicator: a type named like one (`LoadingSpinner`,
/// `CircularProgressView`) that rotates a stroked, trimmed shape. It plays the role of
/// `ProgressView()`, which keeps spinning under Reduce Motion, so its endless rotation is not
/// reported (judged on real apps: stopping it would hide the "working" state).
enum ActivitySpinner {
    static let nameWords: Set<String> = ["progress", "spinner", "loading", "loader", "activity"]

    /// Whether `node` sits in a type that draws such a spinner.
    static func contains(_ node: some SyntaxProtocol) -> Bool {
        guard let (name, group) = EnclosingType.of(node),
            !nameWords.isDisjoint(with: ReadableName.words(of: name).map { $0.lowercased() })
        else { return false }
        var drawn: Set<String> = []
        for token in group.memberBlock.tokens(viewMode: .sourceAccurate) {
            if case let .identifier(text) = token.tokenKind,
                ["trim", "rotationEffect", "stroke", "strokeBorder"].contains(text)
            {
                drawn.insert(text)
            }
        }
        return drawn.contains("trim") && drawn.contains("rotationEffect")
            && !drawn.isDisjoint(with: ["stroke", "strokeBorder"])
    }
}
