import A11yFixSyntax
import SwiftSyntax

/// An endless indicator built from UIKit animations whose completions call the next step, the last
/// step's completion calling the first again (`step1` → `step2` → … → `step1`). With each duration
/// gated to zero the completions run at once, one after another: the view flashes from pose to pose
/// instead of resting (judged on apps never tuned on: a loading bar that flickered). Under Reduce
/// Motion such a loop needs a different form, a still or fading indicator, which a person chooses.
enum CompletionLoop {
    /// The UIKit animation calls of the loop through `call`'s function, in source order; empty when
    /// the function is not a step of such a loop.
    static func calls(through call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        guard let function = call.ancestor(FunctionDeclSyntax.self),
            let members = function.ancestor(MemberBlockSyntax.self)
        else { return [] }
        var functions: [String: FunctionDeclSyntax] = [:]
        for item in members.members {
            if let declaration = item.decl.as(FunctionDeclSyntax.self) {
                functions[declaration.name.text] = declaration
            }
        }
        let start = function.name.text
        guard functions[start]?.id == function.id else { return [] }
        // Steps reachable from the start through completions; the start among them closes the loop.
        var reached: Set<String> = []
        var pending = next(of: function, among: functions)
        while let name = pending.popLast() {
            guard reached.insert(name).inserted, let step = functions[name] else { continue }
            pending += next(of: step, among: functions)
        }
        guard reached.contains(start) else { return [] }
        return reached.compactMap { functions[$0] }.flatMap(animations(in:))
            .sorted { $0.position < $1.position }
    }

    /// The UIKit animation calls in `function`'s body.
    private static func animations(in function: FunctionDeclSyntax) -> [FunctionCallExprSyntax] {
        guard let body = function.body else { return [] }
        let finder = AnimationCalls(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.calls
    }

    private final class AnimationCalls: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if MotionGateUIKit.durationArgument(of: node) != nil { calls.append(node) }
            return .visitChildren
        }
    }

    /// The type's own methods that `function`'s animations call from their completions, also
    /// after a delay (`Timer.scheduledTimer(…) { _ in self?.step3() }`).
    private static func next(of function: FunctionDeclSyntax, among functions: [String: FunctionDeclSyntax])
        -> [String]
    {
        animations(in: function).flatMap { call -> [String] in
            let completion =
                call.additionalTrailingClosures.first { $0.label.text == "completion" }?.closure
                ?? call.argument(labeled: "completion")?.expression.closureInParentheses
            guard let completion else { return [] }
            return completion.tokens(viewMode: .sourceAccurate).compactMap { token in
                guard case let .identifier(name) = token.tokenKind, functions[name] != nil,
                    let reference = token.parent?.as(DeclReferenceExprSyntax.self)
                else { return nil }
                var callee = Syntax(reference)
                if let member = callee.parent?.as(MemberAccessExprSyntax.self) {
                    let base = member.base?.trimmedText ?? ""
                    guard ["self", "self?", "self!"].contains(base) else { return nil }
                    callee = Syntax(member)
                }
                guard callee.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == callee.id else {
                    return nil
                }
                return name
            }
        }
    }
}
