import A11yFixSyntax
import SwiftSyntax

/// `ProgressView(value: done, total: total).animation(.default, value: [total, done])`: an
/// animation of values that only the progress view's fill (or a `trim`) in the same chain reads.
/// The bar or ring fills as work advances, with no slide, zoom or parallax (judged on real apps:
/// a progress ring's fill gated, which only made the progress jump). Also for values given as a
/// list or a tuple, which name no one state.
enum ProgressFill {
    static func onlyFills(_ call: FunctionCallExprSyntax) -> Bool {
        guard let value = call.argument(labeled: "value")?.expression,
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        else { return false }
        let names = Set(stateNames(in: value))
        guard !names.isEmpty else { return false }
        let chain = ModifierChain(endingAt: base)
        guard let root = chain.root.as(FunctionCallExprSyntax.self) else { return false }
        func reads(_ syntax: some SyntaxProtocol) -> Bool { !names.isDisjoint(with: stateNames(in: syntax)) }
        let rootFills =
            ["ProgressView", "Gauge"].contains(root.calleeName ?? "") && root.arguments.contains { reads($0) }
        var fills = rootFills
        if root.trailingClosure.map(reads) == true || (!rootFills && reads(root)) { return false }
        for modifier in chain.modifiers {
            guard let arguments = modifier.call?.arguments, reads(arguments) else { continue }
            guard modifier.name == "trim" else { return false }
            fills = true
        }
        return fills
    }

    /// `done`, `model.done` (by its last name), each item of `[total, done]` or `(total, done)`.
    private static func stateNames(in syntax: some SyntaxProtocol) -> [String] {
        syntax.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case let .identifier(name) = token.tokenKind,
                token.nextToken(viewMode: .sourceAccurate)?.tokenKind != .period,
                token.nextToken(viewMode: .sourceAccurate)?.tokenKind != .colon
            else { return nil }
            return name
        }
    }
}
