import A11yFixSyntax
import SwiftSyntax

/// The `.buttonStyle(…)` a button is drawn with: its own, else the nearest one an enclosing view
/// sets for its content (the style reaches buttons through the environment).
enum AppliedButtonStyle {
    /// The argument of the nearest `.buttonStyle(…)` that applies to `call`, if any.
    static func argument(for call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let own = styleArgument(in: ModifierChain(startingAt: call)) { return own }
        var current = Syntax(call).parent
        while let node = current, !node.is(MemberBlockSyntax.self) {
            if let closure = node.as(ClosureExprSyntax.self),
                let owner = closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.as(FunctionCallExprSyntax.self),
                let argument = styleArgument(in: ModifierChain(startingAt: owner))
            {
                return argument
            }
            current = node.parent
        }
        return nil
    }

    /// The growth of the project style that applies to `call`: nil for system styles and for
    /// styles that do not pad a tappable area.
    static func growth(for call: FunctionCallExprSyntax, index: ProjectIndex) -> StyleGrowth? {
        guard let argument = argument(for: call) else { return nil }
        for name in ProjectIndex.buttonStyleCandidates(argument) {
            if let growth = index.growth(ofButtonStyle: name) { return growth }
        }
        return nil
    }

    private static func styleArgument(in chain: ModifierChain) -> ExprSyntax? {
        chain.modifiers.last(where: { $0.name == "buttonStyle" })?.call?.arguments.first?.expression
    }
}
