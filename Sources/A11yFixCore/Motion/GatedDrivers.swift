import A11yFixSyntax
import SwiftSyntax

/// Whether a `.transition` or `matchedGeometryEffect` only ever plays through animations that
/// already respect Reduce Motion: the nearest `.animation` around it, or, with none around it,
/// every `withAnimation` of its type, uses a project helper that reads the setting (or checks it).
/// Judged on real apps: banners inside `.animation(.elementDefault, value:)`, which is
/// `.noAnimation` under Reduce Motion, had their move transitions gated a second time.
struct GatedDrivers {
    let file: SourceFile
    let index: ProjectIndex
    /// Per type: whether all its `withAnimation` calls respect the setting.
    private var typeAnswers: [SyntaxIdentifier: Bool] = [:]

    init(file: SourceFile, index: ProjectIndex) {
        self.file = file
        self.index = index
    }

    /// `names`: what shows a check of the setting at `call` (the setting, the view's property).
    mutating func onlyGatedDrivers(of call: FunctionCallExprSyntax, names: [String]) -> Bool {
        if let animation = Self.enclosingAnimation(of: call) { return respects(animation, names: names) }
        guard let (_, type) = EnclosingType.of(call) else { return false }
        if let known = typeAnswers[type.id] { return known }
        let answer = allWithAnimationsRespect(in: type, names: names)
        typeAnswers[type.id] = answer
        return answer
    }

    /// The animation of the nearest `.animation(_:value:)` whose view holds `call`.
    private static func enclosingAnimation(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        enclosingAnimationCall(of: call)?.arguments.first?.expression
    }

    /// The nearest `.animation(_:value:)` call whose view holds `call`.
    private static func enclosingAnimationCall(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var current = Syntax(call)
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                member.declName.baseName.text == "animation",
                let animationCall = member.parent?.as(FunctionCallExprSyntax.self),
                animationCall.calledExpression.id == member.id,
                let animation = animationCall.arguments.first, animation.label == nil
            {
                return animationCall
            }
            current = parent
        }
        return nil
    }

    /// The animations that play `call`: the nearest `.animation` around it, else the
    /// `withAnimation` calls (and animating project helpers) of its type.
    func drivers(of call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        if let animation = Self.enclosingAnimationCall(of: call) { return [animation] }
        guard let (_, type) = EnclosingType.of(call) else { return [] }
        return drivers(in: type)
    }

    /// The `withAnimation` calls of a type, and calls of project helpers that animate.
    private func drivers(in type: some DeclGroupSyntax) -> [FunctionCallExprSyntax] {
        let range = type.range
        return file.functionCalls.filter { call in
            guard range.contains(call.position) else { return false }
            let name = call.calleeName ?? ""
            return name == "withAnimation" || index.respectsReduceMotion(name)
        }
    }

    private func allWithAnimationsRespect(in type: some DeclGroupSyntax, names: [String]) -> Bool {
        let drivers = drivers(in: type)
        return !drivers.isEmpty
            && drivers.allSatisfy { driver in
                if index.respectsReduceMotion(driver.calleeName ?? "") { return true }  // `withElementAnimation { … }`
                guard let animation = driver.arguments.first, animation.label == nil else { return false }
                return respects(animation.expression, names: names)
                    || ReduceMotionChecks.isUnderCheck(driver, names: names, index: index)
            }
    }

    private func respects(_ animation: ExprSyntax, names: [String]) -> Bool {
        ReduceMotionChecks.usesProjectHelper(animation, index: index)
            || ReduceMotionChecks.mentions(animation, names: names)
    }

    /// How a transition with nothing in its file to play it (no `.animation` around it, no
    /// `withAnimation` in its type) is played from elsewhere, judged by the names the `if`s around
    /// it and a `ForEach` holding it read, against what the project's `withAnimation` closures
    /// change and its views animate by value. Nil when its file plays it.
    enum PlayedElsewhere { case ignoringReduceMotion, respectingReduceMotionOnly, notSeen }

    func playedElsewhere(_ call: FunctionCallExprSyntax) -> PlayedElsewhere? {
        guard index.knowsAnimatedChanges, Self.enclosingAnimation(of: call) == nil,
            let (_, type) = EnclosingType.of(call)
        else { return nil }
        let names = insertingNames(around: call, in: type)
        // Nothing inserts it that the file shows (the whole view comes and goes): as before, gated.
        guard !names.isEmpty else { return nil }
        // The type's own animations play it only where they change what inserts it (judged on apps
        // never tuned on: an alert set in a network callback slid in by nothing, beside a
        // `withAnimation` of a token). One that changes it, or does more than set state, plays it.
        guard drivers(in: type).allSatisfy({ Self.changesNone(of: names, in: $0) }),
            !animatesByValue(names, in: type, around: call)
        else { return nil }
        if names.contains(where: {
            index.animatedChange(of: $0) == .ignoringReduceMotion || index.isAnimatedByViews(member: $0)
        }) {
            return .ignoringReduceMotion
        }
        return names.contains { index.animatedChange(of: $0) == .respectingReduceMotion }
            ? .respectingReduceMotionOnly : .notSeen
    }

    /// A `withAnimation` whose closure only sets states other than `names`.
    private static func changesNone(of names: Set<String>, in driver: FunctionCallExprSyntax) -> Bool {
        guard driver.calleeName == "withAnimation", let closure = driver.trailingClosure,
            let changed = ScreenChanges.changedNames(in: closure.statements, throughBranches: true)
        else { return false }
        return names.isDisjoint(with: changed)
    }

    /// An `.animation(_, value:)` in the type whose value reads one of `names`, outside the views the
    /// `if` around `transition` inserts: one on the inserted view appears with it and plays nothing.
    private func animatesByValue(
        _ names: Set<String>, in type: some DeclGroupSyntax, around transition: FunctionCallExprSyntax
    ) -> Bool {
        let range = type.range
        let inserted = transition.ancestor(IfExprSyntax.self)?.body.range
        return file.functionCalls.contains { call in
            guard range.contains(call.position), !(inserted?.contains(call.position) ?? false),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "animation",
                let value = call.arguments.first(where: { $0.label?.text == "value" })
            else { return false }
            return value.expression.tokens(viewMode: .sourceAccurate).contains {
                if case let .identifier(name) = $0.tokenKind { return names.contains(name) }
                return false
            }
        }
    }

    /// What inserts `node`, around it and, in a view builder (`makeButton(_:)`), around the places
    /// of its type that call it, up to three calls away (a pill built by `makeButton`, called by
    /// `makePill`, called in `ForEach(pinnedFilters)`).
    private func insertingNames(around node: FunctionCallExprSyntax, in type: some DeclGroupSyntax) -> Set<String> {
        var names = Self.insertingNames(around: node)
        // Breadth-first over the view builders, each followed once: a builder called from many
        // places, or from itself, costs one look per call site, not one per path.
        var followed: Set<String> = []
        var frontier = [node]
        for _ in 0..<3 {
            var next: [FunctionCallExprSyntax] = []
            for call in frontier {
                guard let function = call.ancestor(FunctionDeclSyntax.self)?.name.text,
                    followed.insert(function).inserted
                else { continue }
                for caller in file.functionCalls
                where caller.calleeName == function && type.range.contains(caller.position) {
                    names.formUnion(Self.insertingNames(around: caller))
                    next.append(caller)
                }
            }
            frontier = next
        }
        return names
    }

    /// The lowercase names read by the conditions of the `if`s whose bodies hold `node`, the
    /// subjects of the `switch`es whose cases do, and the data of a `ForEach` whose rows do.
    private static func insertingNames(around node: FunctionCallExprSyntax) -> Set<String> {
        var names: Set<String> = []
        func collect(_ syntax: some SyntaxProtocol) {
            for token in syntax.tokens(viewMode: .sourceAccurate) {
                guard case let .identifier(name) = token.tokenKind, name.first?.isLowercase == true else { continue }
                names.insert(name)
            }
        }
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(MemberBlockItemSyntax.self) {
            if let ifExpression = parent.as(IfExprSyntax.self), current.id != Syntax(ifExpression.conditions).id {
                collect(ifExpression.conditions)
            }
            if let switchExpression = parent.as(SwitchExprSyntax.self),
                current.id != Syntax(switchExpression.subject).id
            {
                collect(switchExpression.subject)
            }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calleeName == "ForEach",
                call.trailingClosure?.id == current.id,
                let data = call.arguments.first
            {
                collect(data)
            }
            current = parent
        }
        return names
    }
}
