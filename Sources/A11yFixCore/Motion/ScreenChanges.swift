import A11yFixSyntax
import SwiftSyntax

/// What changing a state does on screen (`ScreenChange`), from every place its value is read:
/// the view's own `@State` in this file, another object's property wherever the project reads
/// it. A change that stays in place (a copy button flipping Copy/Copied, a flag only a menu
/// label reads, a progress ring filling, rows that fade in) cross-fades or recolours, which
/// Reduce Motion keeps.
final class ScreenChanges {
    /// The identifier tokens of each name asked about (`$name` under `name`), found once per name:
    /// many animations ask about the same few names.
    private var tokensByName: [String: [TokenSyntax]] = [:]
    // Unowned: the file keeps this in its memos, and a strong reference back would leak both.
    private unowned let file: SourceFile
    private let index: ProjectIndex
    private var actions = ActionClosures()
    /// `withAnimation` answers by name: many calls animate the same state.
    private var answers: [String: ScreenChange?] = [:]
    /// The implicit animations of a state in a view, by the view's position and the state's name.
    private var covers: [String: ImplicitAnimationCover?] = [:]

    init(file: SourceFile, index: ProjectIndex) {
        self.index = index
        self.file = file
    }

    private func tokens(named name: String) -> [TokenSyntax] {
        if let known = tokensByName[name] { return known }
        let found = name.hasPrefix("$") ? [] : file.identifierTokens(named: name)
        tokensByName[name] = found
        return found
    }

    /// The one a file's transforms share.
    static func of(_ file: SourceFile, index: ProjectIndex) -> ScreenChanges {
        file.memoized("ScreenChanges") { ScreenChanges(file: file, index: index) }
    }

    // MARK: withAnimation

    /// `withAnimation { isCopied = true }`: what the states the closure changes do on screen, the
    /// most of them: a view's own `@State` wherever this file reads it; another object's property
    /// (`viewModel.didCopy = true`, or `didCopy` in the view model) wherever the project reads
    /// it. Nil when the closure does more than set state, or a change is not seen drawn.
    func change(of closure: ClosureExprSyntax) -> ScreenChange? {
        guard let names = Self.changedNames(in: closure.statements, throughBranches: true) else {
            // `tapLocations.append(point)`, `taps += 1`: a collection or count of the view's own state
            // moves things only where it is drawn so (rows, a frame). When every read is seen in this
            // file and none moves (a `Canvas` drawing the points, a text), nothing travels (judged on
            // apps never tuned on: cracks appearing where a glass was tapped). Else judged as before.
            guard
                let names = Self.changedNames(in: closure.statements, throughBranches: true, acceptingMutations: true),
                names.allSatisfy({ isOwnState($0) }),
                let change = change(ofChanged: names, at: Syntax(closure)), change.staysInPlace
            else { return nil }
            return change
        }
        return change(ofChanged: names, at: Syntax(closure))
    }

    /// What changing the states `names` at `node` does on screen: a closure's writes, or the state
    /// behind a binding (`$isOn.animation(.spring)`).
    func change(ofChanged names: [String], at node: Syntax) -> ScreenChange? {
        let ownProperties = Self.storedProperties(around: node)
        var most = ScreenChange.silent
        for name in names {
            let answer: ScreenChange?
            if let known = answers[name] {
                answer = known
            } else if isOwnState(name) || PrivateModelMembers.names(in: file).contains(name) {
                // Every read is in this file: none drawn means nothing changes on screen.
                answer = change(ofReads: tokens(named: name), timedByViews: true) ?? .silent
            } else if isOwnState(name, wrappedBy: ["Binding", "FocusState"]) {
                // Its owner reads it too, out of sight: at least unknown, more where this file moves it.
                answer = max(change(ofReads: tokens(named: name), timedByViews: true) ?? .unknown, .unknown)
            } else if ownProperties.contains(name), index.isUnreadByViews(member: name) {
                answer = derivedPropertiesOnlyChangeAppearance(name) ? .appearance : nil
            } else {
                answer =
                    index.onlyChangesAppearance(member: name)
                    ? change(ofReads: tokens(named: name), shownElsewhere: true) : nil
            }
            answers[name] = answer
            guard let answer, !answer.movesSeen else { return answer }
            most = max(most, answer)
        }
        return most
    }

    /// `withAnimation { boxClosed.toggle() }` where the view's own state moves nothing here but is
    /// handed to project views (`LidView(isOpen: !boxClosed)`). What moves is in them, and gated
    /// there if it should be (judged on real apps: a lid's transition in such a view was gated, and
    /// gating this too made the lid pop in). False when the closure changes anything
    /// else, or a change moves something here.
    func onlyHandedToProjectViews(_ closure: ClosureExprSyntax) -> Bool {
        guard let names = Self.changedNames(in: closure), names.allSatisfy({ isOwnState($0) }) else { return false }
        var handed = false
        for name in names {
            for token in tokens(named: name) where !StateRead.of(token, actions: &actions, index: index).staysInPlace {
                guard isHandedToProjectView(token) else { return false }
                handed = true
            }
        }
        return handed
    }

    /// Whether some state the closure changes is read under a view's own `.animation(_, value:)`
    /// of it (`.offset(x: progress * 120).animation(.spring, value: progress)`).
    func timedByViews(_ closure: ClosureExprSyntax) -> Bool {
        guard let names = Self.changedNames(in: closure) else { return false }
        return names.contains { name in
            tokens(named: name).contains { isTimedByViews($0) }
        }
    }

    /// Whether `token` is drawn only in views that an `.animation(_, value:)` of its state modifies,
    /// around it or around every place its local or member is used (`ImplicitAnimationCover`).
    private func isTimedByViews(_ token: TokenSyntax) -> Bool {
        if Self.isAnimatedElsewhere(token, name: token.text, besides: nil) { return true }
        let key = "\(token.ancestor(StructDeclSyntax.self)?.position.utf8Offset ?? -1):\(token.text)"
        let cover: ImplicitAnimationCover?
        if let known = covers[key] {
            cover = known
        } else {
            cover = ImplicitAnimationCover(of: token.text, around: token, in: file)
            covers[key] = cover
        }
        return cover?.covers(token) ?? false
    }

    /// Whether the closure changes state whose `if`s, in this file, insert views with a moving
    /// transition (`if shown { banner.transition(.move(edge: .top)) }`). Under Reduce Motion that
    /// transition cross-fades (gated where it is written, by this tool or the project), and this
    /// animation is what plays the fade: it must keep running.
    func playsMovingTransition(_ closure: ClosureExprSyntax) -> Bool {
        guard let names = Self.changedNames(in: closure) else { return false }
        return names.contains { name in
            isOwnState(name) && tokens(named: name).contains(where: Self.insertsWithMovingTransition)
        }
    }

    /// Whether `name`, read in `view`, inserts views there with a moving transition.
    func insertsWithMovingTransition(_ name: String, in view: ExprSyntax) -> Bool {
        tokens(named: name).contains { view.range.contains($0.position) && Self.insertsWithMovingTransition($0) }
    }

    /// Whether `token` is in the condition of an `if` whose branches insert a view with a moving transition.
    private static func insertsWithMovingTransition(_ token: TokenSyntax) -> Bool {
        guard let conditions = token.ancestor(ConditionElementListSyntax.self),
            let ifExpression = conditions.parent?.as(IfExprSyntax.self)
        else { return false }
        let bodies = FadingBranches.branches(of: ifExpression).bodies
        return bodies.contains { MotionGate.containsMovingTransition(Syntax($0)) }
    }

    /// Whether `token` is in an argument of a project view (`LidView(isOpen: x)`), directly or
    /// through a value built from it (`!x`, `x ? 1 : 0`).
    private func isHandedToProjectView(_ token: TokenSyntax) -> Bool {
        var node = Syntax(token)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != node.id {
                guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else {
                    return false
                }
                return name.first?.isUppercase == true && index.isViewLike(name)
            }
            node = parent
        }
        return false
    }

    /// A property no view reads shows only through the computed properties of this file that
    /// read it (`var contentOpacity: Double { isLoading ? 0 : 1 }`): judged by what the project's
    /// views do with those (judged on real apps: a loader's cross-fade was gated from its
    /// view model, and a progress value only a toast API reads). None: nothing is drawn.
    private func derivedPropertiesOnlyChangeAppearance(_ name: String) -> Bool {
        let derived = Set(tokens(named: name).compactMap(Self.computedProperty(reading:)))
        return derived.allSatisfy { property in
            property != name && property != "body"
                && (index.isUnreadByViews(member: property) || index.onlyChangesAppearance(member: property))
        }
    }

    /// The properties declared in the type around `node` (a view model changing its own state),
    /// also from an extension of a type the same file declares (`extension APIClient { … }`).
    private static func storedProperties(around node: some SyntaxProtocol) -> Set<String> {
        guard
            let type = node.ancestor(ClassDeclSyntax.self).map({ $0.memberBlock }) ?? node.ancestor(
                ActorDeclSyntax.self)?.memberBlock
                ?? node.ancestor(StructDeclSyntax.self)?.memberBlock ?? extendedType(around: node)
        else { return [] }
        var names: Set<String> = []
        for member in type.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
            }
        }
        return names
    }

    /// The members of the class, actor or struct of this file that the extension around `node` extends.
    private static func extendedType(around node: some SyntaxProtocol) -> MemberBlockSyntax? {
        guard let name = node.ancestor(ExtensionDeclSyntax.self)?.extendedType.trimmedText,
            let file = node.root.as(SourceFileSyntax.self)
        else { return nil }
        for statement in file.statements {
            if let type = statement.item.as(ClassDeclSyntax.self), type.name.text == name { return type.memberBlock }
            if let type = statement.item.as(ActorDeclSyntax.self), type.name.text == name { return type.memberBlock }
            if let type = statement.item.as(StructDeclSyntax.self), type.name.text == name { return type.memberBlock }
        }
        return nil
    }

    /// The computed property whose getter holds `token`, if any.
    private static func computedProperty(reading token: TokenSyntax) -> String? {
        var node = Syntax(token)
        while let parent = node.parent, !parent.is(MemberBlockItemSyntax.self) {
            if parent.is(AccessorBlockSyntax.self), let binding = parent.parent?.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            node = parent
        }
        return nil
    }

    /// The names a closure of plain changes (`a = …`, `self.b = …`, `model?.c = …`, `d.toggle()`)
    /// changes; nil when it does anything else.
    static func changedNames(in closure: ClosureExprSyntax) -> [String]? {
        changedNames(in: closure.statements, throughBranches: false)
    }

    /// `throughBranches`: also the changes made in the branches of an `if` or a `switch`
    /// (`switch amount { case .none: selection = .editing … }`), whichever runs.
    /// `acceptingMutations`: also collection changes and compound writes (`items.append(x)`, `n += 1`).
    static func changedNames(
        in statements: CodeBlockItemListSyntax, throughBranches: Bool, acceptingMutations: Bool = false
    ) -> [String]? {
        var names: [String] = []
        for statement in statements {
            // `if` and `switch` stand as statements (`ExpressionStmtSyntax`), not bare expressions.
            if throughBranches, let expression = statement.expression, let branching = Self.runningBodies(expression) {
                for body in branching where !body.isEmpty && body.trimmedText != "break" {
                    guard
                        let inner = changedNames(
                            in: body, throughBranches: true, acceptingMutations: acceptingMutations)
                    else { return nil }
                    names += inner
                }
                continue
            }
            guard case let .expr(expression) = statement.item else { return nil }
            // Work deferred to later (`DispatchQueue.main.asyncAfter { … }`, `Task { … }`) runs
            // outside this animation: it changes nothing this one animates.
            if let call = expression.as(FunctionCallExprSyntax.self), Self.defersWork(call) { continue }
            // `a = b / 10` or `d.toggle()`; a count (`n += 1`) or a collection change moves things.
            guard let write = Write(expression), write.setsOrToggles || acceptingMutations,
                let name = stateName(write.target)
            else {
                return nil
            }
            names.append(name)
        }
        return names.isEmpty ? nil : names
    }

    /// The bodies that can run under Reduce Motion: of `if !reduceMotion { scale = 0.1 }` none (the
    /// author keeps the move for when the setting is off, and what is left may be a fade; judged on
    /// apps never tuned on), of `if reduceMotion { … } else { … }` the first; else every branch.
    private static func runningBodies(_ expression: ExprSyntax) -> [CodeBlockItemListSyntax]? {
        guard let ifExpression = expression.as(IfExprSyntax.self), ifExpression.conditions.count == 1,
            let condition = ifExpression.conditions.first?.condition.as(ExprSyntax.self),
            ReduceMotionChecks.mentions(condition, names: [])
        else { return branchBodies(expression) }
        if let negated = condition.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!" {
            guard case let .codeBlock(otherwise)? = ifExpression.elseBody else { return [] }
            return [otherwise.statements]
        }
        return [ifExpression.body.statements]
    }

    /// The bodies of an `if` chain or the cases of a `switch`; nil for any other expression.
    private static func branchBodies(_ expression: ExprSyntax) -> [CodeBlockItemListSyntax]? {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return FadingBranches.branches(of: ifExpression).bodies
        }
        return expression.as(SwitchExprSyntax.self)?.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
    }

    static func defersWork(_ call: FunctionCallExprSyntax) -> Bool {
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calleeName
        return ["asyncAfter", "async", "Task"].contains(name ?? "") && call.trailingClosure != nil
    }

    /// Only a view's own `@State` is read in this file alone (`wrappers`: or a `@Binding` or
    /// `@FocusState` of the view's, whose owner reads it elsewhere).
    private func isOwnState(_ name: String, wrappedBy wrappers: Set<String> = ["State"]) -> Bool {
        tokens(named: name).contains { token in
            guard token.parent?.is(IdentifierPatternSyntax.self) == true,
                let variable = token.ancestor(VariableDeclSyntax.self)
            else { return false }
            return variable.attributes.contains {
                wrappers.contains($0.as(AttributeSyntax.self)?.attributeName.trimmedText ?? "")
            }
        }
    }

    // MARK: .animation(_:value:)

    /// `.animation(_, value: v)`: what the reads of `v` it animates do on screen. It animates the
    /// view it modifies, which may show the type's other members, but not what its own member
    /// does around it (`.opacity(v).animation(…, value: v).offset(x: v)`: the offset is outside),
    /// nor what another `.animation` of the same value animates. Nil when no read is seen drawn.
    /// A list of states (`value: [isHovering, isPressed]`) does the most any of them does.
    func change(animatedBy call: FunctionCallExprSyntax) -> ScreenChange? {
        guard let value = call.argument(labeled: "value")?.expression,
            let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        else { return nil }
        if let list = value.as(ArrayExprSyntax.self) {
            let names = list.elements.compactMap { Self.stateName($0.expression) }
            guard !names.isEmpty, names.count == list.elements.count else { return nil }
            return names.compactMap { change(of: $0, animatedBy: call, receiver: receiver) }.max()
        }
        // `value: timeRemaining == nil`: changes exactly when the optional comes or goes.
        guard let name = Self.stateName(value) ?? Self.comparedWithNil(value) else { return nil }
        return change(of: name, animatedBy: call, receiver: receiver)
    }

    /// `x == nil` or `x != nil`: the state compared.
    private static func comparedWithNil(_ value: ExprSyntax) -> String? {
        guard let elements = value.as(SequenceExprSyntax.self)?.elements, elements.count == 3,
            let comparison = elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self),
            ["==", "!="].contains(comparison.operator.text), elements.last?.is(NilLiteralExprSyntax.self) == true,
            let first = elements.first
        else { return nil }
        return stateName(first)
    }

    private func change(of name: String, animatedBy call: FunctionCallExprSyntax, receiver: ExprSyntax)
        -> ScreenChange?
    {
        let member = call.ancestor(MemberBlockItemSyntax.self)
        // A parameter of the function around it (`progress` of `uploadingView(progress:)`) is read
        // only there: the same name elsewhere is another variable (judged on real apps).
        let isParameter =
            call.ancestor(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
            .contains { ($0.secondName ?? $0.firstName).text == name } ?? false
        // What the modifier animates: its receiver, and what a closure parameter or a local there stands for.
        let views = ImplicitAnimationCover.drawnViews(of: receiver)
        let reached = views.reduce(into: Set<SyntaxIdentifier>()) { $0.formUnion(Self.membersReached(from: $1)) }
        var dropped: [TokenSyntax] = []
        let reads = tokens(named: name).filter { token in
            // A read under an inner `.animation` of the same value is that one's (`.scaleEffect(v)
            // .animation(.spring, value: v).opacity(v).animation(.easeIn, value: v)`: the outer one
            // only fades; judged on apps never tuned on).
            if let view = views.first(where: { $0.range.contains(token.position) }) {
                return !Self.isAnimatedWithin(view, token, name: name)
            }
            if isParameter { return false }
            if let member, member.range.contains(token.position) { return false }
            // The modifier animates the view it modifies: a read in a member that view never draws
            // (`pageDots` animating `page`, read by the pager's offset in another property) is not its.
            if let owner = token.ancestor(MemberBlockItemSyntax.self), Self.namedMember(owner) != nil,
                !reached.contains(owner.id)
            {
                dropped.append(token)
                return false
            }
            return !Self.isAnimatedElsewhere(token, name: name, besides: call)
        }
        // Read only out of this view's sight: no evidence either way, never a reason to gate.
        // (A declaration or a write out there is silent: it draws nothing anywhere.)
        if let change = change(ofReads: reads) { return change }
        return dropped.contains { StateRead.of($0, actions: &actions, index: index) != .silent } ? .unknown : nil
    }

    /// The members of the file that `view` draws: those it names (`header`, `row(for:)`), and
    /// those they name in turn. Judged by name, so an overload or a namesake counts too.
    private static func membersReached(from view: ExprSyntax) -> Set<SyntaxIdentifier> {
        let members = NamedMembers(viewMode: .sourceAccurate)
        members.walk(Syntax(view).root)
        let byName = members.byName
        var reached: Set<SyntaxIdentifier> = []
        var pending = [Syntax(view)]
        while let next = pending.popLast() {
            for token in next.tokens(viewMode: .sourceAccurate) {
                guard case let .identifier(name) = token.tokenKind else { continue }
                for item in byName[name] ?? [] where reached.insert(item.id).inserted { pending.append(Syntax(item)) }
            }
        }
        return reached
    }

    private final class NamedMembers: SyntaxVisitor {
        var byName: [String: [MemberBlockItemSyntax]] = [:]

        override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
            if let name = ScreenChanges.namedMember(node) { byName[name, default: []].append(node) }
            return .visitChildren
        }
    }

    /// The name a type member declares: `var header: some View`, `func row(for:)`; nil for others.
    fileprivate static func namedMember(_ item: MemberBlockItemSyntax) -> String? {
        if let variable = item.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1 {
            return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        return item.decl.as(FunctionDeclSyntax.self)?.name.text
    }

    /// Whether every read of `name` inside `view` inserts, removes or swaps views (an `if`
    /// condition, a `switch` subject, an `.id`) or only changes how they look: nothing else in
    /// `view` moves with it.
    func onlyInsertsOrRemoves(_ name: String, in view: ExprSyntax) -> Bool {
        // What `view` draws: its own text, and the type's other members it may call (as for
        // `animationOnlyChangesAppearance`), not the rest of its own member.
        let member = view.ancestor(MemberBlockItemSyntax.self)
        return tokens(named: name).filter { token in
            if view.range.contains(token.position) { return true }
            if let member, member.range.contains(token.position) { return false }
            return true
        }.allSatisfy { token in
            var node = Syntax(token)
            while let parent = node.parent, parent.id != view.id {
                if parent.is(ConditionElementListSyntax.self), parent.parent?.is(IfExprSyntax.self) == true {
                    return true
                }
                if let switchExpression = parent.as(SwitchExprSyntax.self), switchExpression.subject.id == node.id {
                    return true
                }
                if let call = parent.as(FunctionCallExprSyntax.self),
                    call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "id",
                    call.calledExpression.id != node.id
                {
                    return true
                }
                if parent.is(CodeBlockItemSyntax.self) { break }
                node = parent
            }
            return StateRead.of(token, actions: &actions, index: index).staysInPlace
        }
    }

    /// Modifiers whose arguments place or size a view, and `ForEach`, whose rows move when its
    /// data changes: a read of the state there moves something for certain.
    static let geometryCalls: Set<String> = [
        "offset", "position", "frame", "padding", "rotationEffect", "rotation3DEffect", "scaleEffect", "lineLimit",
        "ForEach",
    ]

    /// Modifiers that move a view without changing its layout: a fade swapped in for the animation
    /// still slides, turns or scales it (`.offset(y: shown ? 0 : 40)` under `.easeInOut`).
    static let transformCalls: Set<String> = [
        "offset", "position", "rotationEffect", "rotation3DEffect", "scaleEffect",
    ]

    /// Whether `view` reads `name` where it places, sizes or reorders views (`.offset(y: shown ? 0 : 40)`,
    /// `.frame(height:)`, `ForEach(items)`): the evidence a linear animation needs to be motion
    /// rather than a fade. Inserting or swapping views, or passing the value on to other views or
    /// helpers, is no evidence (judged on real apps: a warning line appearing under a form section).
    /// `through`: only reads in these modifiers count.
    func visiblyMoves(_ name: String, in view: ExprSyntax, through calls: Set<String> = geometryCalls) -> Bool {
        tokens(named: name).contains {
            view.range.contains($0.position) && Self.moves($0, upTo: view.id, through: calls)
        }
    }

    /// Whether the closure changes state that this file reads in a modifier that slides, turns or
    /// scales a view (`transformCalls`): a short fade in place of its animation would still move it.
    func transforms(_ closure: ClosureExprSyntax) -> Bool {
        guard let names = Self.changedNames(in: closure) else { return false }
        // Only the type around it: another type of the file may hold state of the same name.
        var scope = closure.parent
        while let node = scope, !node.isProtocol(DeclGroupSyntax.self) { scope = node.parent }
        return names.contains { name in
            tokens(named: name).contains {
                (scope?.range.contains($0.position) ?? true) && Self.moves($0, upTo: nil, through: Self.transformCalls)
            }
        }
    }

    /// Whether `token` is read in an argument of one of `calls` (a press nudge of a scale excepted),
    /// looking up to `limit` or the statement around it.
    private static func moves(_ token: TokenSyntax, upTo limit: SyntaxIdentifier?, through calls: Set<String>) -> Bool {
        var node = Syntax(token)
        while node.id != limit, let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != node.id {
                let callee =
                    call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calleeName
                    ?? ""
                if calls.contains(callee) {
                    return !(callee == "scaleEffect" && StateRead.isPressFeedback(call))
                        && !StateRead.isNudge(call, reading: token)
                }
            }
            node = parent
        }
        return false
    }

    /// `isOn`, `self.isOn`, `model.state`, `model?.state`: the name of the state a value path ends in.
    static func stateName(_ value: ExprSyntax) -> String? {
        if let reference = value.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = value.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let plainBase = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
        guard plainBase.is(DeclReferenceExprSyntax.self) || stateName(plainBase) != nil else { return nil }
        return member.declName.baseName.text
    }

    /// Inside the view of another `.animation(_, value:)` of the same state, which animates it.
    /// Whether an `.animation(_, value:)` of `name` inside `receiver` animates `token`.
    private static func isAnimatedWithin(_ receiver: ExprSyntax, _ token: TokenSyntax, name: String) -> Bool {
        var current = Syntax(token)
        while let parent = current.parent, parent.id != receiver.id, receiver.range.contains(parent.position) {
            if let inner = parent.as(FunctionCallExprSyntax.self),
                let member = inner.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "animation",
                member.base?.range.contains(token.position) == true,
                let value = inner.argument(labeled: "value")?.expression, stateName(value) == name
            {
                return true
            }
            current = parent
        }
        // The receiver itself may be the inner animation (`x.animation(a, value: v).animation(b, value: v)`).
        if let inner = receiver.as(FunctionCallExprSyntax.self),
            inner.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "animation",
            inner.calledExpression.as(MemberAccessExprSyntax.self)?.base?.range.contains(token.position) == true,
            let value = inner.argument(labeled: "value")?.expression, stateName(value) == name
        {
            return true
        }
        return false
    }

    private static func isAnimatedElsewhere(_ token: TokenSyntax, name: String, besides call: FunctionCallExprSyntax?)
        -> Bool
    {
        var current = Syntax(token)
        while let parent = current.parent {
            if let outer = parent.as(FunctionCallExprSyntax.self), outer.id != call?.id,
                let member = outer.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "animation",
                member.base?.range.contains(token.position) == true,
                let value = outer.argument(labeled: "value")?.expression, stateName(value) == name
            {
                return true
            }
            current = parent
        }
        return false
    }

    // MARK: Reads

    /// The most the reads do on screen, stopping at the first that moves something; nil when none
    /// shows the change (here, or in other files).
    /// `timedByViews`: for a `withAnimation`, a read under the view's own `.animation(_, value:)` of
    /// that value is timed by that modifier, not by this animation (judged on real apps: a gate
    /// whose arrow kept moving by its own animation, and which only dropped fades).
    private func change(
        ofReads tokens: [TokenSyntax], shownElsewhere: Bool = false, depth: Int = 0, timedByViews: Bool = false
    ) -> ScreenChange? {
        var most: ScreenChange? = shownElsewhere ? .appearance : nil
        for token in tokens {
            if timedByViews, isTimedByViews(token) { continue }
            var read = StateRead.of(token, actions: &actions, index: index)
            // `private var isShown: Bool { state.isShown }`: a property of the same name forwards
            // the value; its own reads are the other mentions of the name, judged one by one.
            if !read.staysInPlace, Self.computedProperty(reading: token) == token.text { read = .silent }
            // A value of a computed property of the view (`var contentOpacity: Double { isShown ? 1 : 0 }`)
            // does what that property's reads do.
            if read == .unknown, depth < 2, let property = Self.computedProperty(reading: token),
                property != "body", property != token.text
            {
                read =
                    change(ofReads: self.tokens(named: property), depth: depth + 1, timedByViews: timedByViews)
                    ?? .unknown
            }
            // Handed to a view this file declares (`ExcludeToggle(isOn: isOn)`): it does what that
            // view's reads of the parameter do.
            if read == .unknown, depth < 2, let handed = handedToFileView(token) {
                read = change(ofReads: handed.reads, depth: depth + 1, timedByViews: timedByViews) ?? .unknown
            }
            // Only what is seen to move stops the search; an unknown read is no evidence of motion.
            if read.movesSeen { return read }
            if read != .silent { most = max(most ?? read, read) }
        }
        return most
    }

    // MARK: Views of this file

    /// The structs this file declares, by name, found once.
    private lazy var fileStructs: [String: StructDeclSyntax] = {
        final class Finder: SyntaxVisitor {
            var found: [String: StructDeclSyntax] = [:]
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                found[node.name.text] = found[node.name.text] == nil ? node : found[node.name.text]
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        return finder.found
    }()

    /// When `token` is (or builds) the labelled argument of a view this file declares
    /// (`Badge(isOn: isOn)`, `Badge(isOn: !isOn)`), the mentions of that parameter inside the
    /// view's declaration.
    private func handedToFileView(_ token: TokenSyntax) -> (view: String, reads: [TokenSyntax])? {
        var node = Syntax(token)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) {
            if let argument = parent.as(LabeledExprSyntax.self), let label = argument.label?.text,
                let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let view = fileStructs[name], !view.range.contains(token.position)
            {
                let body = view.memberBlock.range
                return (name, tokens(named: label).filter { body.contains($0.position) })
            }
            // `progress: Double(count) / Double(total)`: a conversion on the way hands the value on.
            if let call = parent.as(FunctionCallExprSyntax.self),
                !ViewCallNames.conversions.contains(call.calleeName ?? "")
            {
                return nil
            }
            if parent.is(ClosureExprSyntax.self) { return nil }
            node = parent
        }
        return nil
    }
}
