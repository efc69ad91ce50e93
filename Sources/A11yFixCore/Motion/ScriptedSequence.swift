import A11yFixSyntax
import SwiftSyntax

/// A bounce, shake, nudge or pulse scripted as several `withAnimation` steps over one state:
/// statements of one block with only pauses (`Task.sleep`) between them, or a chain of
/// `completion:` closures. Reduce Motion skips it whole: gating each step still jumps the view
/// there and back (judged on real apps and on apps never tuned on).
struct ScriptedSequence {
    /// The state the steps move back and forth.
    let state: String
    /// The step the sequence is judged at; the others are left alone.
    let first: FunctionCallExprSyntax
    /// Whether the steps leave the state where a bounce starts and ends (`endsAtRest`). Steps that
    /// walk on instead (a tour's pages) are no bounce: each is gated, and jumps to where it ends.
    let returnsToRest: Bool
    /// How one check skips the whole sequence, when it is self-contained; nil otherwise (one
    /// finding instead).
    let skip: Skip?
    /// Whether the steps are an entrance: the state put at a starting pose, then walked on to
    /// where it ends. Skipped whole, the state is set where the last step leaves it.
    var isEntrance: Bool {
        if case .guardSetting = skip { return true }
        return false
    }

    enum Skip {
        /// A `guard` before this statement: the steps end the block of a function or closure
        /// returning nothing, so nothing after them must run.
        case guardBefore(CodeBlockItemSyntax)
        /// An `if` around these statements, first to last: only the steps and pauses between
        /// them, each on lines of their own, with other code before or after.
        case wrap(CodeBlockItemSyntax, CodeBlockItemSyntax)
        /// A `guard` before this statement whose `else` makes this write (where an entrance ends)
        /// and returns: the entrance ends its block.
        case guardSetting(CodeBlockItemSyntax, String)

        /// The edits that skip the statements when `flag` is on, and what they add, for the summary.
        func edits(flag: String, in file: SourceFile) -> (edits: [TextEdit], change: String) {
            switch self {
            case let .guardBefore(site):
                let start = site.positionAfterSkippingLeadingTrivia.utf8Offset
                let line = "guard !\(flag) else { return }"
                return (
                    [.insert(line + file.lineEnding + file.indentation(ofLineContaining: start), at: start)],
                    "`\(line)` before it"
                )
            case let .guardSetting(site, write):
                let start = site.positionAfterSkippingLeadingTrivia.utf8Offset
                let indentation = file.indentation(ofLineContaining: start)
                let inner = file.lineEnding + indentation + file.indentUnit
                let line = "guard !\(flag) else {"
                return (
                    [
                        .insert(
                            line + inner + write + inner + "return" + file.lineEnding + indentation + "}"
                                + file.lineEnding + indentation, at: start)
                    ],
                    "`\(line) \(write); return }` before it"
                )
            case let .wrap(first, last):
                let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
                let end = last.endPositionBeforeTrailingTrivia.utf8Offset
                let indentation = file.indentation(ofLineContaining: start)
                let edits: [TextEdit] =
                    [.insert("if !\(flag) {" + file.lineEnding + indentation + file.indentUnit, at: start)]
                    + Self.lineStarts(in: start..<end, of: file.bytes).map { .insert(file.indentUnit, at: $0) }
                    + [.insert(file.lineEnding + indentation + "}", at: end)]
                return (edits, "`if !\(flag) { … }` around it")
            }
        }

        /// The starts of the lines after the first in `range` that hold more than blanks.
        static func lineStarts(in range: Range<Int>, of bytes: [UInt8]) -> [Int] {
            var starts: [Int] = []
            for offset in range where bytes[offset] == UInt8(ascii: "\n") {
                var next = offset + 1
                while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") {
                    next += 1
                }
                guard next < range.upperBound, bytes[next] != UInt8(ascii: "\n"), bytes[next] != UInt8(ascii: "\r")
                else { continue }
                starts.append(offset + 1)
            }
            return starts
        }
    }

    /// The sequence `call` is a step of, if any. Branches of an `if` are alternatives, not steps.
    init?(around call: FunctionCallExprSyntax) {
        guard let changed = call.trailingClosure.flatMap(ScreenChanges.changedNames), !changed.isEmpty else {
            return nil
        }
        // A later step of a completion chain: judged at the chain's first call.
        if let (outer, state) = Self.chainStart(above: call, changing: changed) {
            self.init(
                state: state, first: outer, returnsToRest: Self.endsAtRest(state, in: Self.chain(from: outer)),
                skip: nil)
            return
        }
        guard let own = call.ancestor(CodeBlockItemSyntax.self), own.expression?.id == ExprSyntax(call).id,
            let ownBlock = own.parent?.as(CodeBlockItemListSyntax.self)
        else { return nil }
        // A step inside a delay (`asyncAfter(…) { withAnimation { … } }`) belongs to the block the delay stands in.
        let (item, block) = Self.outermostDelay(around: own, in: ownBlock)
        // The first step of a completion chain: `withAnimation { x = 1 } completion: { withAnimation { x = 0 } }`.
        if item.id == own.id, let state = Self.chainedState(below: call, changing: changed) {
            let chain = Self.chain(from: call)
            let rests = Self.endsAtRest(state, in: chain)
            self.init(
                state: state, first: call, returnsToRest: rests,
                skip: rests && Self.completionsHoldOnlySteps(chain)
                    ? Self.skip(from: item, to: item, changing: [state], in: block) : nil)
            return
        }
        // Steps follow one another with only pauses between them; a network call between two
        // changes is a load starting and ending, not one motion.
        var runs: [[(call: FunctionCallExprSyntax, item: CodeBlockItemSyntax, names: [String])]] = [[]]
        for candidate in block {
            if let step = Self.step(candidate) {
                runs[runs.count - 1].append((step.call, candidate, step.names))
            } else if let delayed = Self.delayedSteps(candidate) {
                runs[runs.count - 1] += delayed.steps.map { ($0.call, candidate, $0.names) }
            } else if !Self.pauses(candidate) {
                runs.append([])
            }
        }
        guard let steps = runs.first(where: { run in run.contains { $0.call.id == call.id } }) else { return nil }
        // An entrance (`pose = start`, then steps that walk it on): one step gated alone would jump
        // while the later steps still spring (judged on apps never tuned on).
        if let start = steps.first, let (state, skip) = Self.entrance(from: start.item, in: block) {
            self.init(state: state, first: start.call, returnsToRest: true, skip: skip)
            return
        }
        guard let state = changed.first(where: { name in steps.filter { $0.names.contains(name) }.count >= 2 }),
            let first = steps.first(where: { $0.names.contains(state) })
        else { return nil }
        let rests = Self.endsAtRest(state, in: steps.map(\.call))
        let last = steps.last { $0.names.contains(state) } ?? first
        self.init(
            state: state, first: first.call, returnsToRest: rests,
            skip: rests ? Self.skip(from: first.item, to: last.item, changing: [state], in: block) : nil)
    }

    private init(state: String, first: FunctionCallExprSyntax, returnsToRest: Bool, skip: Skip?) {
        self.state = state
        self.first = first
        self.returnsToRest = returnsToRest
        self.skip = skip
    }

    /// A `guard` where the steps end their block, else an `if` around them; nil when other
    /// animations share the steps, or the steps do not stand on lines of their own.
    private static func skip(
        from first: CodeBlockItemSyntax, to last: CodeBlockItemSyntax, changing states: Set<String>,
        in block: CodeBlockItemListSyntax
    ) -> Skip? {
        if let site = skipSite(from: first, changing: states, in: block) { return .guardBefore(site) }
        let steps = block.drop { $0.id != first.id }.prefix { $0.id != last.id } + [last]
        // Only this state's steps, and pauses that declare nothing, go inside the `if`.
        guard first.leadingTrivia.contains(where: \.isNewline),
            last.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)?.leadingTrivia.contains(
                where: \.isNewline) == true,
            steps.allSatisfy({ item in
                if let names = step(item)?.names { return Set(names).isSubset(of: states) }
                return delaysOnlySteps(item, changing: states)
                    || pauses(item) && !item.item.is(VariableDeclSyntax.self)
            }),
            !steps.contains(where: {
                $0.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .multilineStringQuote }
            })
        else { return nil }
        return .wrap(first, last)
    }

    /// An entrance: a plain write putting `state` at a starting pose, then only pauses and
    /// `withAnimation` steps writing `state` or its members to the end of the block of a function
    /// or closure returning nothing, the last step setting all of `state` on one line. A `guard`
    /// before the write skips it all and makes that last write; nil otherwise.
    private static func entrance(from first: CodeBlockItemSyntax, in block: CodeBlockItemListSyntax)
        -> (state: String, skip: Skip)?
    {
        let items = Array(block)
        guard var setup = items.firstIndex(where: { $0.id == first.id }) else { return nil }
        setup -= 1
        while setup >= 0, pauses(items[setup]), !items[setup].item.is(VariableDeclSyntax.self) { setup -= 1 }
        guard setup >= 0, let start = items[setup].expression.flatMap(Write.init), start.operation == .assignment,
            let state = ScreenChanges.stateName(start.target), isWhole(state, start.target),
            items[setup].leadingTrivia.contains(where: \.isNewline)
        else { return nil }
        var last: Write?
        var stepCount = 0
        for item in items[(setup + 1)...] {
            if pauses(item), !item.item.is(VariableDeclSyntax.self) { continue }
            guard let call = step(item)?.call, let closure = call.trailingClosure,
                !closure.statements.contains(where: { $0.item.is(VariableDeclSyntax.self) })
            else { return nil }
            stepCount += 1
            for statement in closure.statements {
                guard let write = statement.expression.flatMap(Write.init), isRooted(write.target, at: state) else {
                    return nil
                }
                last = write
            }
        }
        guard stepCount >= 2, let last, last.operation == .assignment, isWhole(state, last.target),
            let value = last.value,
            !value.trimmedText.contains(where: \.isNewline)
        else { return nil }
        if let closure = block.parent?.as(ClosureExprSyntax.self) {
            guard closure.signature?.returnClause == nil else { return nil }
        } else if let function = block.parent?.as(CodeBlockSyntax.self)?.parent?.as(FunctionDeclSyntax.self) {
            let returns = function.signature.returnClause?.type.trimmedText
            guard returns == nil || returns == "Void" || returns == "()" else { return nil }
        } else {
            return nil
        }
        return (state, .guardSetting(items[setup], "\(last.target.trimmedText) = \(value.trimmedText)"))
    }

    /// `pose` or `self.pose`: all of the state.
    private static func isWhole(_ state: String, _ target: ExprSyntax) -> Bool {
        [state, "self.\(state)"].contains(target.trimmedText)
    }

    /// `pose`, `self.pose` or a member of it (`pose.flip`).
    private static func isRooted(_ target: ExprSyntax, at state: String) -> Bool {
        let text = target.trimmedText
        return isWhole(state, target) || text.hasPrefix(state + ".") || text.hasPrefix("self.\(state).")
    }

    /// A `withAnimation { … }` statement of plain changes, and the names it changes.
    private static func step(_ item: CodeBlockItemSyntax) -> (call: FunctionCallExprSyntax, names: [String])? {
        guard let call = item.expression?.as(FunctionCallExprSyntax.self), call.calleeName == "withAnimation",
            let names = call.trailingClosure.flatMap(ScreenChanges.changedNames)
        else { return nil }
        return (call, names)
    }

    /// The steps a delay statement runs later, in order: `DispatchQueue.main.asyncAfter(…) { … }` or
    /// `Task { try await Task.sleep(…); … }`, through further delays; nil for any other statement or
    /// a delay of no step. `onlySteps`: it holds nothing but steps, pauses and such delays, so one
    /// check can skip it (other work there would be lost).
    static func delayedSteps(_ item: CodeBlockItemSyntax)
        -> (steps: [(call: FunctionCallExprSyntax, names: [String])], onlySteps: Bool)?
    {
        guard let call = item.expression?.as(FunctionCallExprSyntax.self), isDelay(call),
            let closure = call.trailingClosure
        else { return nil }
        var steps: [(call: FunctionCallExprSyntax, names: [String])] = []
        var onlySteps = call.additionalTrailingClosures.isEmpty
        for statement in closure.statements {
            if let step = step(statement) {
                steps.append(step)
            } else if let delayed = delayedSteps(statement) {
                steps += delayed.steps
                onlySteps = onlySteps && delayed.onlySteps
            } else if !pauses(statement) || statement.item.is(VariableDeclSyntax.self) {
                onlySteps = false
            }
        }
        return steps.isEmpty ? nil : (steps, onlySteps)
    }

    /// Whether `item` is a delay holding only steps that change nothing but `states`.
    private static func delaysOnlySteps(_ item: CodeBlockItemSyntax, changing states: Set<String>) -> Bool {
        guard let delayed = delayedSteps(item), delayed.onlySteps else { return false }
        return delayed.steps.allSatisfy { Set($0.names).isSubset(of: states) }
    }

    /// `DispatchQueue.main.asyncAfter(…) { … }`, or `Task { … }` whose closure sleeps first.
    static func isDelay(_ call: FunctionCallExprSyntax) -> Bool {
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calleeName
        if name == "asyncAfter" { return true }
        guard name == "Task", let first = call.trailingClosure?.statements.first else { return false }
        return pauses(first)
    }

    /// The statement `item` is run by, through delays that hold only steps (`asyncAfter(…) {
    /// withAnimation { … } }` inside `Task { sleep; … }`), and its block: where the sequence stands.
    private static func outermostDelay(around item: CodeBlockItemSyntax, in block: CodeBlockItemListSyntax)
        -> (CodeBlockItemSyntax, CodeBlockItemListSyntax)
    {
        var current = (item, block)
        while let closure = current.1.parent?.as(ClosureExprSyntax.self),
            let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
            let outer = call.parent?.as(CodeBlockItemSyntax.self),
            outer.expression?.id == ExprSyntax(call).id, delayedSteps(outer) != nil,
            let outerBlock = outer.parent?.as(CodeBlockItemListSyntax.self)
        {
            current = (outer, outerBlock)
        }
        return current
    }

    /// `try await Task.sleep(for: .seconds(1))`: a statement that calls `sleep`.
    static func pauses(_ item: CodeBlockItemSyntax) -> Bool {
        item.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .identifier("sleep")
                && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
        }
    }

    /// `first` and what follows it to the end of `block` are steps and pauses only, in the body
    /// of a function or closure that returns nothing, and `first` starts its line: a `guard`
    /// before it skips the sequence and nothing else.
    private static func skipSite(
        from first: CodeBlockItemSyntax, changing states: Set<String>, in block: CodeBlockItemListSyntax
    ) -> CodeBlockItemSyntax? {
        guard first.leadingTrivia.contains(where: \.isNewline) else { return nil }
        let rest = block.drop { $0.id != first.id }
        guard
            rest.allSatisfy({ item in
                if let names = step(item)?.names { return Set(names).isSubset(of: states) }
                return delaysOnlySteps(item, changing: states) || pauses(item)
            })
        else { return nil }
        if let closure = block.parent?.as(ClosureExprSyntax.self) {
            return closure.signature?.returnClause == nil ? first : nil
        }
        guard let body = block.parent?.as(CodeBlockSyntax.self) else { return nil }
        if let function = body.parent?.as(FunctionDeclSyntax.self) {
            let returns = function.signature.returnClause?.type.trimmedText
            return returns == nil || returns == "Void" || returns == "()" ? first : nil
        }
        return nil
    }

    /// How to skip the statement of `call` (a loop started alone): a `guard` where it ends its
    /// block, else an `if` around it.
    static func skip(of call: FunctionCallExprSyntax) -> Skip? {
        guard let item = call.ancestor(CodeBlockItemSyntax.self), item.expression?.id == ExprSyntax(call).id,
            let block = item.parent?.as(CodeBlockItemListSyntax.self), let names = step(item)?.names
        else { return nil }
        return skip(from: item, to: item, changing: Set(names), in: block)
    }

    /// Whether the steps leave `state` where a bounce starts and ends: its last write sets a rest
    /// value (`false`, `0`, `1`, `.zero`, `.identity`, `nil`) or the steps toggle it an even number
    /// of times. Skipping steps that end elsewhere (`step = 1`, then `step = 2`) would leave the
    /// screen in the wrong state.
    private static func endsAtRest(_ state: String, in steps: [FunctionCallExprSyntax]) -> Bool {
        var writes: [Write] = []
        for step in steps {
            for statement in step.trailingClosure?.statements ?? [] {
                guard let expression = statement.expression, let write = Write(expression),
                    ScreenChanges.stateName(write.target) == state
                else { continue }
                writes.append(write)
            }
        }
        if !writes.isEmpty, writes.allSatisfy({ $0.operation == .mutatingCall("toggle") }) {
            return writes.count.isMultiple(of: 2)
        }
        guard let last = writes.last, last.operation == .assignment, let value = last.value else { return false }
        return isRest(value.trimmedText, of: state)
    }

    /// The value `property` rests at when a nudge is over: fully visible for an alpha or opacity,
    /// else none of the change (`.identity`, `.zero`, `0`, `1`, `false`, `nil`).
    static func isRest(_ value: String, of property: String) -> Bool {
        if ["alpha", "opacity", "alphaValue"].contains(property) { return ["1", "1.0"].contains(value) }
        return ["0", "1", "0.0", "1.0", "false", "nil", ".zero", ".identity"].contains(value)
            || value.hasSuffix(".identity")
    }

    /// Whether every completion of the chain holds only its next step, and the last none: a
    /// skipped chain runs no completion, so other code there would be lost.
    private static func completionsHoldOnlySteps(_ chain: [FunctionCallExprSyntax]) -> Bool {
        chain.allSatisfy { call in
            (completion(of: call)?.statements ?? []).allSatisfy { step($0) != nil }
        }
    }

    /// `call` and the `withAnimation` steps its completions chain, in order.
    private static func chain(from call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        var steps = [call]
        while let completion = completion(of: steps[steps.count - 1]),
            let next = completion.statements.lazy.compactMap({ step($0)?.call }).first
        {
            steps.append(next)
        }
        return steps
    }

    /// The `completion:` closure of a `withAnimation` call.
    private static func completion(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.additionalTrailingClosures.first { $0.label.text == "completion" }?.closure
            ?? call.argument(labeled: "completion")?.expression.as(ClosureExprSyntax.self)
    }

    /// The first `withAnimation` of the chain whose completions hold `call`, and the state both change.
    private static func chainStart(above call: FunctionCallExprSyntax, changing changed: [String])
        -> (FunctionCallExprSyntax, String)?
    {
        var found: (FunctionCallExprSyntax, String)?
        var node = Syntax(call)
        while let closure = node.ancestor(ClosureExprSyntax.self) {
            guard
                let outer = closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.parent?.parent?.as(
                    FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                outer.calleeName == "withAnimation", completion(of: outer)?.id == closure.id,
                let names = outer.trailingClosure.flatMap(ScreenChanges.changedNames),
                let state = changed.first(where: names.contains)
            else { break }
            found = (outer, state)
            node = Syntax(outer)
        }
        return found
    }

    /// The state `call` and a `withAnimation` in its completion both change.
    private static func chainedState(below call: FunctionCallExprSyntax, changing changed: [String]) -> String? {
        guard let completion = completion(of: call) else { return nil }
        for item in completion.statements {
            if let (_, names) = step(item), let state = changed.first(where: names.contains) { return state }
        }
        return nil
    }
}
