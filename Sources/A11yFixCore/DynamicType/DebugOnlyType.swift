import A11yFixSyntax
import SwiftSyntax

/// A view type every place of the run that makes it is inside `#if DEBUG` (an FPS meter added to
/// the window in debug builds): release builds never show it, so its text is developer text, not
/// the app's (judged on real apps: a debug frame-rate label's font reported).
enum DebugOnlyType {
    /// Why the type around `node` is shown only in debug builds, or nil.
    static func reason(around node: some SyntaxProtocol, index: ProjectIndex) -> String? {
        guard let type = EnclosingType.ownerName(of: node), index.isMadeOnlyInDebug(type) else { return nil }
        return "\(type) is made only inside #if DEBUG: a developer tool that release builds never show"
    }
}
