import A11yFixSyntax
import SwiftSyntax

/// A pulse made of a value set and put back after a delay, in one block: `scale = 1.4`, then
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { scale = 1 }` (or a `Task` that
/// sleeps first). Gating the animation of that value makes the view jump there and back, a
/// flash; skipping the pulse whole is the Reduce Motion alternative.
enum DelayedReset {
    /// Whether the file sets `state` away from rest and, later in the same block, puts it back
    /// after a delay.
    static func pulses(_ state: String, in file: SourceFile) -> Bool {
        guard file.containsAny("asyncAfter", "sleep(") else { return false }
        for call in file.functionCalls where isDelay(call) {
            guard let closure = call.trailingClosure,
                closure.statements.contains(where: { writes(state, in: $0, rest: true) }),
                let item = call.ancestor(CodeBlockItemSyntax.self),
                let block = item.parent?.as(CodeBlockItemListSyntax.self)
            else { continue }
            if block.prefix(while: { $0.id != item.id }).contains(where: { writes(state, in: $0, rest: false) }) {
                return true
            }
        }
        return false
    }

    /// `DispatchQueue.main.asyncAfter(…) { … }`, or `Task { … }` whose closure sleeps first.
    private static func isDelay(_ call: FunctionCallExprSyntax) -> Bool {
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calleeName
        if name == "asyncAfter" { return true }
        guard name == "Task", let first = call.trailingClosure?.statements.first else { return false }
        return ScriptedSequence.pauses(first)
    }

    /// Whether `item` (or a `withAnimation` closure it is) writes `state`: to a rest value when
    /// `rest`, else away from one.
    private static func writes(_ state: String, in item: CodeBlockItemSyntax, rest: Bool) -> Bool {
        guard let expression = item.expression else { return false }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "withAnimation",
            let body = call.trailingClosure
        {
            return body.statements.contains { writes(state, in: $0, rest: rest) }
        }
        guard let write = Write(expression), write.operation == .assignment, let value = write.value,
            ScreenChanges.stateName(write.target) == state
        else { return false }
        return ScriptedSequence.isRest(value.trimmedText, of: state) == rest
    }
}
