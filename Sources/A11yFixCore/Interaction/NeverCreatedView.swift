import A11yFixSyntax
import SwiftSyntax

/// A report inside a view that nothing in the project creates: dead code, or a view only
/// previews draw. Judged on real apps, such findings were noise nobody could act on.
enum NeverCreatedView {
    static let explanation = "it is in a view nothing in the project creates (only previews, or nothing, draw it)"

    /// Whether `decision` reports a place inside a `View` type no file of the run draws.
    static func silences(_ decision: Decision, at node: some SyntaxProtocol, context: TransformContext) -> Bool {
        guard case .report = decision, let owner = EnclosingType.ownerName(of: node) else { return false }
        return context.index.isNeverCreated(view: owner)
    }
}
