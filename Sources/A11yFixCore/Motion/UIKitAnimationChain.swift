import A11yFixSyntax
import SwiftSyntax

/// A nudge or bounce scripted as UIKit animations chained by their completions:
/// `UIView.animate(…) { v.transform = big } completion: { _ in UIView.animate(…) { v.transform = .identity } }`.
/// Gating each duration to zero still jumps the view out and back; Reduce Motion skips the chain
/// whole, with one check around its first call.
enum UIKitAnimationChain {
    /// The next call of the chain: the only statement of `call`'s completion, a UIKit animation
    /// that changes something `call` changes.
    static func next(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        guard let completion = completion(of: call), completion.statements.count == 1,
            let inner = completion.statements.first?.expression?.as(FunctionCallExprSyntax.self),
            MotionGateUIKit.durationArgument(of: inner) != nil
        else { return nil }
        return targets(of: call).isDisjoint(with: targets(of: inner)) ? nil : inner
    }

    /// The call whose chain `call` continues, if any.
    static func previous(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        guard let closure = call.ancestor(ClosureExprSyntax.self),
            let outer = closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.parent?.parent?.as(
                FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return nil }
        return next(of: outer)?.id == call.id ? outer : nil
    }

    /// Every call of the chain that starts at `call`, in order.
    static func calls(from call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        var chain = [call]
        while let next = next(of: chain[chain.count - 1]) { chain.append(next) }
        return chain
    }

    /// Whether skipping the chain leaves the screen as it should be: the last call puts back every
    /// property any step changes, each to the value a nudge starts from (`.identity`, `.zero`,
    /// `0`, `false`, `nil`; an alpha or opacity to `1`), and nothing runs after it (its completion is
    /// empty), since a skipped chain runs no completion.
    static func endsAtRest(_ chain: [FunctionCallExprSyntax]) -> Bool {
        guard let last = chain.last, let animations = animations(of: last), !animations.statements.isEmpty else {
            return false
        }
        if let completion = completion(of: last), !completion.statements.isEmpty { return false }
        let restoresEach = animations.statements.allSatisfy { statement in
            guard let expression = statement.expression, let write = Write(expression),
                write.operation == .assignment, let value = write.value
            else { return false }
            return ScriptedSequence.isRest(value.trimmedText, of: write.pathNames.last ?? "")
        }
        let restored = targets(of: last)
        return restoresEach && chain.dropLast().allSatisfy { targets(of: $0).isSubset(of: restored) }
    }

    /// The statement a chain starting at `call` stands as, when it stands on lines of its own.
    static func statement(of call: FunctionCallExprSyntax) -> CodeBlockItemSyntax? {
        guard let item = call.ancestor(CodeBlockItemSyntax.self), item.expression?.id == ExprSyntax(call).id,
            item.parent?.is(CodeBlockItemListSyntax.self) == true,
            item.leadingTrivia.contains(where: \.isNewline),
            item.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)?.leadingTrivia.contains(
                where: \.isNewline) == true,
            !item.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .multilineStringQuote })
        else { return nil }
        return item
    }

    private static func completion(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.additionalTrailingClosures.first { $0.label.text == "completion" }?.closure
            ?? call.argument(labeled: "completion")?.expression.closureInParentheses
    }

    private static func animations(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.argument(labeled: "animations")?.expression.closureInParentheses ?? call.trailingClosure
    }

    /// The paths a call's animations assign, `self.` dropped: `button.transform`.
    private static func targets(of call: FunctionCallExprSyntax) -> Set<String> {
        var paths: Set<String> = []
        for statement in animations(of: call)?.statements ?? [] {
            guard let expression = statement.expression, let write = Write(expression) else { continue }
            let names = write.pathNames.drop { $0 == "self" }
            if !names.isEmpty { paths.insert(names.joined(separator: ".")) }
        }
        return paths
    }
}
