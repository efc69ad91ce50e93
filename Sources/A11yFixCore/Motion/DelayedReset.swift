import A11yFixSyntax
import SwiftSyntax

/// A pulse made of a value set and put back after a delay, in one block: `scale = 1.4`, then
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { scale = 1 }` (or a `Task` that
/// sleeps first). Gating the animation of that value makes the view jump there and back, a
/// flash; skipping the pulse whole is the Reduce Motion alternative.
enum DelayedReset {
    /// The statements where the file puts `state` back after a delay, having set it away from rest
    /// earlier in the same block: the pulses of `state`.
    static func pulses(_ state: String, in file: SourceFile) -> [CodeBlockItemSyntax] {
        sites(of: state, in: file).map(\.delay)
    }

    /// How one check skips the pulse: the file's only pulse of `state`, where the write away and the
    /// delayed write back stand together on lines of their own, the delay does nothing else, and
    /// nothing else in the file sets `state` (whose animation would stay ungated), in the type that
    /// animates it (`animation`), whose check the skip reads. Nil otherwise.
    static func skip(of state: String, animatedBy animation: some SyntaxProtocol, in file: SourceFile)
        -> ScriptedSequence.Skip?
    {
        let sites = sites(of: state, in: file)
        guard sites.count == 1, let (delay, block) = sites.first,
            let owner = EnclosingType.ownerName(of: animation), EnclosingType.ownerName(of: delay) == owner,
            let closure = delayClosure(of: delay),
            closure.statements.allSatisfy({ onlyWrites(state, $0) || ScriptedSequence.pauses($0) })
        else { return nil }
        // The writes of `state` just before the delay, the first of them away from rest.
        let writesBefore = block.prefix { $0.id != delay.id }.reversed().prefix { onlyWrites(state, $0) }
        guard let first = writesBefore.last, writes(state, in: first, rest: false),
            first.leadingTrivia.contains(where: \.isNewline),
            delay.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)?.leadingTrivia
                .contains(where: \.isNewline) == true
        else { return nil }
        let covered = first.positionAfterSkippingLeadingTrivia..<delay.endPositionBeforeTrailingTrivia
        let elsewhere = file.assignments.contains { assignment in
            guard let write = Write(ExprSyntax(assignment)), ScreenChanges.stateName(write.target) == state else {
                return false
            }
            return !covered.contains(assignment.positionAfterSkippingLeadingTrivia)
        }
        if elsewhere { return nil }
        return endsBody(block) && block.last?.id == delay.id ? .guardBefore(first) : .wrap(first, delay)
    }

    /// The statements that put `state` back after a delay, with the block they stand in, where an
    /// earlier statement of that block set it away from rest.
    private static func sites(of state: String, in file: SourceFile)
        -> [(delay: CodeBlockItemSyntax, block: CodeBlockItemListSyntax)]
    {
        guard file.containsAny("asyncAfter", "sleep(") else { return [] }
        var sites: [(delay: CodeBlockItemSyntax, block: CodeBlockItemListSyntax)] = []
        for call in file.functionCalls where ScriptedSequence.isDelay(call) {
            guard let closure = call.trailingClosure,
                closure.statements.contains(where: { writes(state, in: $0, rest: true) }),
                let item = call.ancestor(CodeBlockItemSyntax.self),
                let block = item.parent?.as(CodeBlockItemListSyntax.self)
            else { continue }
            if block.prefix(while: { $0.id != item.id }).contains(where: { writes(state, in: $0, rest: false) }) {
                sites.append((item, block))
            }
        }
        return sites
    }

    /// The closure of a delay statement: `asyncAfter(…) { … }`, or a `Task`'s closure after its sleep.
    private static func delayClosure(of item: CodeBlockItemSyntax) -> ClosureExprSyntax? {
        guard let call = item.expression?.as(FunctionCallExprSyntax.self), ScriptedSequence.isDelay(call) else {
            return nil
        }
        return call.trailingClosure
    }

    /// The body of a function or closure that returns nothing: a `guard … else { return }` may end it.
    private static func endsBody(_ block: CodeBlockItemListSyntax) -> Bool {
        if let closure = block.parent?.as(ClosureExprSyntax.self) { return closure.signature?.returnClause == nil }
        guard let function = block.parent?.as(CodeBlockSyntax.self)?.parent?.as(FunctionDeclSyntax.self) else {
            return false
        }
        let returns = function.signature.returnClause?.type.trimmedText
        return returns == nil || returns == "Void" || returns == "()"
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
        return isRest(value, of: state) == rest
    }

    /// `scale = 1.4`, `withAnimation { scale = 1 }`: a statement that sets `state` and nothing else.
    private static func onlyWrites(_ state: String, _ item: CodeBlockItemSyntax) -> Bool {
        guard let expression = item.expression else { return false }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calleeName == "withAnimation",
            let body = call.trailingClosure
        {
            return !body.statements.isEmpty && body.statements.allSatisfy { onlyWrites(state, $0) }
        }
        guard let write = Write(expression), write.operation == .assignment else { return false }
        return ScreenChanges.stateName(write.target) == state
    }

    /// A rest value (`1`, `.identity`), or the value the state starts with; a name is read through
    /// the file's constant (`textScale = originalTextScale`, `let originalTextScale = 1.0`).
    private static func isRest(_ value: ExprSyntax, of state: String) -> Bool {
        let resolved = resolve(value)
        if ScriptedSequence.isRest(resolved.trimmedText, of: state) { return true }
        guard let initial = ReduceMotionChecks.initializer(of: state, around: Syntax(value)) else { return false }
        return resolve(initial).trimmedText == resolved.trimmedText
    }

    /// A bare name's initial value where the code around declares it (one step), else the value.
    private static func resolve(_ value: ExprSyntax) -> ExprSyntax {
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let initial = ReduceMotionChecks.initializer(of: name, around: Syntax(value))
        else { return value }
        return initial
    }
}
