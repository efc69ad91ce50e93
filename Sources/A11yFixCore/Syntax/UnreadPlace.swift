import A11yFixSyntax
import SwiftSyntax

/// Whether a view sits inside a container VoiceOver never looks into: one element that ignores
/// its children (`.accessibilityElement()`, `children: .ignore`), hidden, or represented by another
/// view. A label or trait added there is never read; the container speaks for it.
///
/// With `followingMembers`, a view drawn by a view property or helper of its type (`private var
/// bellIcon: some View`) sits wherever that member is used: inside such a container when every use
/// in the type is. With the `file` that holds the view, those uses are found by a byte search.
enum UnreadPlace {
    /// `view` is the root of a view's chain; its own modifiers are not its container's.
    static func isInsideUnreadContainer(
        _ view: some ExprSyntaxProtocol, followingMembers: Bool = false, in file: SourceFile? = nil
    ) -> Bool {
        everyPlace(of: ExprSyntax(view), depth: followingMembers ? 0 : maxDepth, in: file) { modifiers in
            modifiers.contains(where: ElementFolding.hidesChildren)
        }
    }

    /// Whether a container around `view` folds its children into one element (`.combine`,
    /// `.ignore`, or either by a condition) and gives that element accessibility actions of its own
    /// (`.accessibilityAction { … }`): the authors made what a tap inside does reachable there.
    static func isInsideElementWithActions(
        _ view: some ExprSyntaxProtocol, followingMembers: Bool = false, in file: SourceFile? = nil
    ) -> Bool {
        everyPlace(of: ExprSyntax(view), depth: followingMembers ? 0 : maxDepth, in: file) { modifiers in
            modifiers.contains { $0.name == "accessibilityAction" || $0.name == "accessibilityActions" }
                && modifiers.contains { $0.name == "accessibilityElement" && !ElementFolding.containsChildren($0) }
        }
    }

    /// Whether a container around `view` combines its children into one element (`.combine`) that
    /// says its own words (`.accessibilityLabel`) or offers actions of its own: the element's label
    /// replaces its children's, and its actions reach what they do, so a label inside is never read.
    static func isInsideNamedElement(
        _ view: some ExprSyntaxProtocol, followingMembers: Bool = false, in file: SourceFile? = nil
    ) -> Bool {
        everyPlace(of: ExprSyntax(view), depth: followingMembers ? 0 : maxDepth, in: file) { modifiers in
            modifiers.contains {
                $0.name == "accessibilityLabel" || $0.name == "accessibilityAction" || $0.name == "accessibilityActions"
            }
                && modifiers.contains { $0.name == "accessibilityElement" && !ElementFolding.containsChildren($0) }
        }
    }

    /// How many members deep a use is followed.
    private static let maxDepth = 3

    /// Whether a container around `view` passes `test`, or, when none does, `view` is drawn by a
    /// view property or method of its type, used at least once there, and every use is in such a
    /// place. Members drawn through other members are followed a few levels deep.
    private static func everyPlace(
        of view: ExprSyntax, depth: Int, in file: SourceFile?, test: ([ModifierChain.Modifier]) -> Bool
    ) -> Bool {
        if containers(around: view).contains(where: test) { return true }
        guard depth < maxDepth, let uses = MemberUses.uses(ofMemberAround: view, in: file) else { return false }
        // The modifiers written on a use (`bellIcon.accessibilityHidden(true)`) wrap what it draws.
        return !uses.isEmpty
            && uses.allSatisfy { use in
                test(ModifierChain(startingAt: use).modifiers)
                    || everyPlace(of: use, depth: depth + 1, in: file, test: test)
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
