import SwiftSyntax

/// Views an `if` inserts and removes with a fade: every branch's views carry
/// `.transition(.opacity)`, themselves or all their content (`Section { row.transition(.opacity) }`).
enum FadingBranches {
    static func allFade(_ ifExpression: IfExprSyntax) -> Bool {
        guard allFade(ifExpression.body.statements) else { return false }
        switch ifExpression.elseBody {
        case let .ifExpr(nested)?: return allFade(nested)
        case let .codeBlock(block)?: return allFade(block.statements)
        case nil: return true
        }
    }

    static func allFade(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard !statements.isEmpty else { return false }
        return statements.allSatisfy { statement in
            guard let expression = statement.expression else { return false }
            if let nested = expression.as(IfExprSyntax.self) { return allFade(nested) }
            let chain = ModifierChain(endingAt: expression)
            if let transition = chain.modifiers.last(where: { $0.name == "transition" })?.call?.arguments.first?.expression {
                return isFade(transition)
            }
            // A container without a transition of its own: its content fades in and out.
            guard let container = chain.root.as(FunctionCallExprSyntax.self), container.calleeName?.first?.isUppercase == true,
                  let content = container.trailingClosure else { return false }
            return allFade(content.statements)
        }
    }

    /// Words of a transition that only fades, and of an animation attached to it.
    static let fadeWords: Set<String> = [
        "opacity", "identity", "AnyTransition", "asymmetric", "insertion", "removal", "combined", "with", "animation",
        "default", "linear", "easeIn", "easeOut", "easeInOut", "duration", "delay", "speed",
    ]

    /// `.opacity`, `AnyTransition.opacity`, `.opacity.animation(.easeIn)`: nothing moves.
    static func isFade(_ transition: ExprSyntax) -> Bool {
        var names: Set<String> = []
        for token in transition.tokens(viewMode: .sourceAccurate) {
            if case let .identifier(name) = token.tokenKind { names.insert(name) }
        }
        return names.contains("opacity") && names.isSubset(of: fadeWords)
    }
}
