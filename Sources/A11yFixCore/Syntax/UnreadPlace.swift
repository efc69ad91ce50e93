import A11yFixSyntax
import SwiftSyntax

/// Whether a view sits inside a container VoiceOver never looks into: one element that ignores
/// its children (`.accessibilityElement()`, `children: .ignore`), hidden, or represented by another
/// view. A label or trait added there is never read; the container speaks for it.
enum UnreadPlace {
    /// `view` is the root of a view's chain; its own modifiers are not its container's.
    static func isInsideUnreadContainer(_ view: some ExprSyntaxProtocol) -> Bool {
        containers(around: view).contains { $0.contains(where: ElementFolding.hidesChildren) }
    }

    /// Whether a container around `view` folds its children into one element (`.combine`,
    /// `.ignore`, or either by a condition) and gives that element accessibility actions of its own
    /// (`.accessibilityAction { … }`): the authors made what a tap inside does reachable there.
    static func isInsideElementWithActions(_ view: some ExprSyntaxProtocol) -> Bool {
        containers(around: view).contains { modifiers in
            modifiers.contains { $0.name == "accessibilityAction" || $0.name == "accessibilityActions" }
                && modifiers.contains { $0.name == "accessibilityElement" && !ElementFolding.containsChildren($0) }
        }
    }

    /// The modifiers of each container around `view`, innermost first, up to its member.
    private static func containers(around view: some ExprSyntaxProtocol) -> [[ModifierChain.Modifier]] {
        var found: [[ModifierChain.Modifier]] = []
        var current = Syntax(ModifierChain(startingAt: view).outermost)
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self), !parent.is(SourceFileSyntax.self) {
            defer { current = parent }
            guard let container = parent.as(FunctionCallExprSyntax.self) else { continue }
            found.append(ModifierChain(startingAt: container).modifiers)
        }
        return found
    }
}
