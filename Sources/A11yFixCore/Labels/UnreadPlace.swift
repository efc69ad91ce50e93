import A11yFixSyntax
import SwiftSyntax

/// Whether a view sits inside a container VoiceOver never looks into: one element that ignores
/// its children (`.accessibilityElement()`, `children: .ignore`), hidden, or represented by another
/// view. A label or trait added there is never read; the container speaks for it.
enum UnreadPlace {
    /// `view` is the root of a view's chain; its own modifiers are not its container's.
    static func isInsideUnreadContainer(_ view: some ExprSyntaxProtocol) -> Bool {
        var current = Syntax(ModifierChain(startingAt: view).outermost)
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self), !parent.is(SourceFileSyntax.self) {
            defer { current = parent }
            guard let container = parent.as(FunctionCallExprSyntax.self) else { continue }
            if ModifierChain(startingAt: container).modifiers.contains(where: ImageSurroundings.hidesChildren) {
                return true
            }
        }
        return false
    }
}
