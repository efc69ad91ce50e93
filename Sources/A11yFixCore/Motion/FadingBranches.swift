import A11yFixSyntax
import SwiftSyntax

/// Views an `if` inserts and removes with a fade: every branch's views carry
/// `.transition(.opacity)`, themselves or all their content (`Section { row.transition(.opacity) }`).
enum FadingBranches {
    /// An `if` whose change of branch nothing perceives as motion: its views fade, or it sits in
    /// an overlay or background (default fade, no room taken), or it swaps one text, symbol or
    /// spinner for another in place (judged on real apps: "Sign in" turning into a spinner).
    static func changesInPlace(_ ifExpression: IfExprSyntax) -> Bool {
        allFade(ifExpression) || fadesWithDefaults(ifExpression)
            || (!mentionsTransition(ifExpression)
                && (isInLayer(ifExpression) || swapsLeaves(ifExpression) || isAloneInFixedFrame(ifExpression)
                    || isBesideSpacer(ifExpression) || isLeafOverSiblings(ifExpression)
                    || isOverFillingLayer(ifExpression) || endsScrollingContent(ifExpression)))
    }

    /// `ZStack { ChartShape().fill(gradient); if let point { HoverLabel(point) } }`: a shape or colour
    /// in the stack fills all the room offered, so what the `if` lays over it takes none and fades
    /// where it appears (judged on apps never tuned on: a chart's hover label).
    private static func isOverFillingLayer(_ ifExpression: IfExprSyntax) -> Bool {
        guard let item = ifExpression.parent?.parent?.as(CodeBlockItemSyntax.self),
            let statements = item.parent?.as(CodeBlockItemListSyntax.self),
            let closure = statements.parent?.as(ClosureExprSyntax.self),
            let container = closure.parent?.as(FunctionCallExprSyntax.self),
            container.trailingClosure?.id == closure.id, container.calleeName == "ZStack",
            !mentionsProjectTransition(ifExpression)
        else { return false }
        return statements.contains { $0.id != item.id && fillsOfferedRoom($0) }
    }

    private static let fillingViews: Set<String> = [
        "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Ellipse", "Capsule",
        "ContainerRelativeShape", "Color", "LinearGradient", "RadialGradient", "AngularGradient",
        "EllipticalGradient",
    ]

    /// A shape, colour or gradient with no frame of its own: it takes all the room it is offered.
    /// `.fill` and `.stroke` are only shapes' modifiers, so a project shape counts by them too.
    private static func fillsOfferedRoom(_ item: CodeBlockItemSyntax) -> Bool {
        guard let expression = item.expression, !expression.is(IfExprSyntax.self) else { return false }
        let chain = ModifierChain(endingAt: expression)
        if chain.has("frame") || chain.has("fixedSize") || chain.has("aspectRatio") { return false }
        let root = chain.root
        let name =
            root.as(FunctionCallExprSyntax.self)?.calleeName
            ?? root.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        return fillingViews.contains(name ?? "") || chain.has("fill") || chain.has("stroke")
    }

    /// `ScrollView { VStack { …; if needsSaving { saveButton } } }`: the last views of scrolled
    /// content come in after everything else and push nothing, also through a property the type
    /// puts there whole (`ScrollView { formContent }`); judged on apps never tuned on.
    private static func endsScrollingContent(_ ifExpression: IfExprSyntax) -> Bool {
        var node = Syntax(ifExpression)
        var followedProperty = false
        while true {
            guard let item = node.parent?.as(ExpressionStmtSyntax.self)?.parent ?? node.parent,
                let codeItem = item.as(CodeBlockItemSyntax.self),
                let statements = codeItem.parent?.as(CodeBlockItemListSyntax.self),
                statements.last?.id == codeItem.id
            else { return false }
            if let closure = statements.parent?.as(ClosureExprSyntax.self),
                let container = closure.parent?.as(FunctionCallExprSyntax.self),
                container.trailingClosure?.id == closure.id
            {
                let name = container.calleeName ?? ""
                if name == "ScrollView" {
                    return container.arguments.first.map { $0.expression.trimmedText != ".horizontal" } ?? true
                }
                guard ["VStack", "LazyVStack", "Group"].contains(name) else { return false }
                node = Syntax(ModifierChain(startingAt: container).outermost)
                continue
            }
            // `var formContent: some View { Group { … } }`, placed whole in a scroll view once.
            guard !followedProperty, statements.count == 1,
                let binding = statements.parent?.parent?.as(PatternBindingSyntax.self)
                    ?? statements.parent?.parent?.parent?.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = binding.ancestor(MemberBlockSyntax.self)
            else { return false }
            let uses = type.tokens(spelled: name).filter {
                $0.tokenKind == .identifier(name) && $0.parent?.is(DeclReferenceExprSyntax.self) == true
            }
            guard uses.count == 1, let use = uses.first?.parent else { return false }
            node = Syntax(use)
            followedProperty = true
        }
    }

    /// `ZStack { content.opacity(loaded ? 1 : 0); if !loaded { ProgressView() } }`: a spinner, text
    /// or symbol laid over the stack's other views takes no room from them, and the default
    /// transition fades it (judged on real apps: a web view fading in as its spinner goes). In a
    /// `VStack` the same `if` pushes its siblings, and is gated.
    private static func isLeafOverSiblings(_ ifExpression: IfExprSyntax) -> Bool {
        guard let statements = ifExpression.parent?.parent?.parent?.as(CodeBlockItemListSyntax.self),
            statements.count > 1,
            let closure = statements.parent?.as(ClosureExprSyntax.self),
            let container = closure.parent?.as(FunctionCallExprSyntax.self),
            container.trailingClosure?.id == closure.id, container.calleeName == "ZStack",
            !mentionsProjectTransition(ifExpression)
        else { return false }
        return branches(of: ifExpression).bodies.allSatisfy(isLeaf)
    }

    /// `.asymmetricTransition(insertion: .slide, …)`: a project's own transition modifier, which may move.
    private static func mentionsProjectTransition(_ ifExpression: IfExprSyntax) -> Bool {
        ifExpression.tokens(viewMode: .sourceAccurate).contains {
            guard case let .identifier(name) = $0.tokenKind else { return false }
            return name.lowercased().contains("transition")
        }
    }

    /// `VStack { list; Spacer(); if let funds { FundsView(funds) }; button }`: what the `if` inserts
    /// takes its room from the spacer beside it, and the views on either side stay where they
    /// are (judged on real apps: a credits line appearing above a bottom-pinned button).
    private static func isBesideSpacer(_ ifExpression: some ExprSyntaxProtocol) -> Bool {
        guard let item = ifExpression.parent?.parent?.as(CodeBlockItemSyntax.self),
            let statements = item.parent?.as(CodeBlockItemListSyntax.self),
            let container = statements.parent?.parent?.as(FunctionCallExprSyntax.self),
            ["VStack", "HStack"].contains(container.calleeName ?? ""),
            let position = statements.firstIndex(where: { $0.id == item.id }),
            !isInScrollingContainer(container)
        else { return false }
        let after = statements.index(after: position)
        let neighbours = [
            position == statements.startIndex ? nil : statements[statements.index(before: position)],
            after == statements.endIndex ? nil : statements[after],
        ]
        return neighbours.contains { neighbour in
            guard let expression = neighbour?.expression else { return false }
            return ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self)?.calleeName == "Spacer"
        }
    }

    /// `HStack { if shown { icon } }.frame(width: 24, height: 24)`: the only content of a container
    /// of fixed size appears in room kept for it, pushing nothing (judged on real apps: a
    /// row's icon fading in once loaded).
    private static func isAloneInFixedFrame(_ ifExpression: IfExprSyntax) -> Bool {
        guard let statements = ifExpression.parent?.parent?.parent?.as(CodeBlockItemListSyntax.self),
            statements.count == 1,
            let closure = statements.parent?.as(ClosureExprSyntax.self),
            let container = closure.parent?.as(FunctionCallExprSyntax.self),
            container.trailingClosure?.id == closure.id,
            container.calleeName?.first?.isUppercase == true
        else { return false }
        return ModifierChain(startingAt: container).modifiers.contains { modifier in
            guard modifier.name == "frame", let labels = modifier.call?.arguments.compactMap(\.label?.text) else {
                return false
            }
            return labels.contains("width") && labels.contains("height")
        }
    }

    /// In a `ScrollView` or `List` a spacer takes no room: what is inserted pushes the rest.
    private static func isInScrollingContainer(_ node: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let call = parent.as(FunctionCallExprSyntax.self),
                ["ScrollView", "List", "Form"].contains(call.calleeName ?? "")
            {
                return true
            }
            if parent.is(MemberBlockItemSyntax.self) { return false }
            current = parent
        }
        return false
    }

    private static let leafViews: Set<String> = ["Text", "Image", "Label", "ProgressView"]

    /// `if selected { content.buttonStyle(.borderedProminent) } else { content.buttonStyle(.bordered).tint(.gray) }`:
    /// every branch shows the same view, only restyled (judged on real apps: a selected amount's button style).
    static func restylesOneView(_ ifExpression: IfExprSyntax) -> Bool {
        let (bodies, hasFinalElse) = branches(of: ifExpression)
        guard hasFinalElse, !mentionsTransition(ifExpression) else { return false }
        let chains = bodies.compactMap { body in
            body.count == 1 ? body.first?.expression.map { ModifierChain(endingAt: $0) } : nil
        }
        guard chains.count == bodies.count, let root = chains.first?.root.trimmedText else { return false }
        return chains.allSatisfy { chain in
            chain.root.trimmedText == root
                && chain.modifiers.allSatisfy {
                    ViewCallNames.appearanceCalls.contains($0.name) || styleModifiers.contains($0.name)
                }
        }
    }

    /// Modifiers that pick how a control is drawn, not where.
    static let styleModifiers: Set<String> = [
        "buttonStyle", "toggleStyle", "labelStyle", "pickerStyle", "controlGroupStyle", "textFieldStyle",
        "buttonBorderShape", "cornerRadius", "clipShape", "background", "overlay",
    ]

    /// `if loading { ProgressView() } else { List { … } }`, a `switch` whose every case shows one
    /// view: one view swapped for another where it stands, which the default transition
    /// cross-fades (judged on real apps: a spinner giving way to its list, an error line to a button).
    /// Not where a branch shows nothing (`EmptyView()`): that inserts.
    static func swapsViews(_ ifExpression: IfExprSyntax) -> Bool {
        let (bodies, hasFinalElse) = branches(of: ifExpression)
        guard hasFinalElse, !mentionsTransition(ifExpression), !showsOneRoot(bodies),
            bodies.allSatisfy({ !$0.isEmpty && !showsNothing($0) })
        else { return false }
        // One view each; or a spinner giving way to content; or the whole content of its container.
        return bodies.allSatisfy(isOneView) || bodies.contains(where: isSpinner) || isOnlyContent(ifExpression)
    }

    /// `if loading { ProgressView() }`: a branch that is one spinner.
    private static func isSpinner(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard statements.count == 1, let expression = statements.first?.expression else { return false }
        return ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self)?.calleeName == "ProgressView"
    }

    /// A branch whose only view is `EmptyView()` or a `Spacer()`: choosing it removes the others.
    private static func showsNothing(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.count == 1 && !isOneView(statements)
            && !(statements.first?.expression.map { $0.is(IfExprSyntax.self) || $0.is(SwitchExprSyntax.self) } ?? false)
    }

    /// `VStack { if a { … } else { … } }`: the `if` is all its container shows.
    private static func isOnlyContent(_ ifExpression: IfExprSyntax) -> Bool {
        guard let statements = ifExpression.parent?.parent?.parent?.as(CodeBlockItemListSyntax.self),
            statements.count == 1,
            let closure = statements.parent?.as(ClosureExprSyntax.self),
            let container = closure.parent?.as(FunctionCallExprSyntax.self),
            container.trailingClosure?.id == closure.id
        else { return false }
        return container.calleeName?.first?.isUppercase == true
    }

    /// `if big { content.padding(24) } else { content }`: the same view in every branch, changed by
    /// its modifiers (`restylesOneView` judges them), not swapped for another.
    private static func showsOneRoot(_ bodies: [CodeBlockItemListSyntax]) -> Bool {
        let roots = Set(bodies.compactMap { $0.first?.expression.map { ModifierChain(endingAt: $0).root.trimmedText } })
        return roots.count == 1
    }

    static func swapsViews(_ switchExpression: SwitchExprSyntax) -> Bool {
        guard !switchExpression.cases.isEmpty, !mentionsTransition(switchExpression) else { return false }
        let bodies = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
        return bodies.count == switchExpression.cases.count && bodies.allSatisfy(isOneView) && !showsOneRoot(bodies)
    }

    private static func isOneView(_ statements: CodeBlockItemListSyntax) -> Bool {
        // `#if REMOTE RemoteView() #else LocalView() #endif`: whichever branch builds is one view
        // (judged on apps never tuned on: a screen swap read as a branch that shows nothing).
        // Without an `#else`, a build shows nothing there.
        if statements.count == 1, let conditional = statements.first?.item.as(IfConfigDeclSyntax.self) {
            return conditional.clauses.last?.condition == nil
                && conditional.clauses.allSatisfy { clause in
                    guard case let .statements(inner)? = clause.elements else { return false }
                    return isOneView(inner)
                }
        }
        // `if let plan { PlanView(plan) } else { Text(price) }`: one view whichever branch shows.
        if statements.count == 1, let nested = statements.first?.expression?.as(IfExprSyntax.self) {
            let (bodies, hasFinalElse) = branches(of: nested)
            return hasFinalElse && !mentionsTransition(nested) && bodies.allSatisfy(isOneView)
        }
        guard statements.count == 1, let expression = statements.first?.expression,
            !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self)
        else { return false }
        let root = ModifierChain(endingAt: expression).root
        let name =
            root.as(FunctionCallExprSyntax.self)?.calleeName ?? root.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name != "EmptyView" && name != "Spacer"
    }

    /// `.overlay { if shown { badge } }`: a layer takes no room, and the default transition fades
    /// what it inserts. Also through `if`s that are all their branch holds (`if let bird { if shown
    /// { … } }`) and a `Group { if … }` that is all the layer holds (judged on apps never tuned on:
    /// a time-remaining line and a happiness note fading in over an artwork).
    private static func isInLayer(_ ifExpression: IfExprSyntax) -> Bool {
        isInLayer(Syntax(ifExpression), followingBodies: true)
    }

    /// Also a `ZStack { … }` that is all the layer holds, a layer's argument (`.overlay(ZStack { … })`),
    /// and an `if` that is a whole `body` or `@ViewBuilder` function this file places only in layers
    /// (judged on apps never tuned on: toasts inserted with the default fade over the screen).
    static func isInLayer(_ start: Syntax, followingBodies: Bool) -> Bool {
        var node = start
        while true {
            var item = node
            while let parent = item.parent, !parent.is(CodeBlockItemSyntax.self) {
                // `.overlay(ZStack { … })`, `.background(toastView())`: the layer's view itself.
                if let argument = parent.as(LabeledExprSyntax.self), argument.label == nil,
                    let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
                {
                    return isLayer(call)
                }
                guard parent.is(ExpressionStmtSyntax.self) else { return false }
                item = parent
            }
            guard let statements = item.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return false }
            if let outer = statements.parent?.parent?.as(IfExprSyntax.self), statements.count == 1 {
                node = Syntax(outer)
                continue
            }
            guard let closure = statements.parent?.as(ClosureExprSyntax.self),
                let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id
            else {
                guard followingBodies, statements.count == 1 else { return false }
                let uses = placements(ofBody: statements)
                return !uses.isEmpty && uses.allSatisfy { isInLayer($0, followingBodies: false) }
            }
            // `overlay(alignment: .bottom) { … }` in a `View` extension is a layer modifier too.
            if call.calledExpression.is(MemberAccessExprSyntax.self) || call.calleeName?.first?.isLowercase == true {
                return isLayer(call)
            }
            // A stack or a geometry reader that holds nothing else grows and shrinks with the `if`, and in
            // a layer that takes no room either (judged on apps never tuned on: a media viewer's controls
            // fading in with the default transition, `.overlay(GeometryReader { _ in VStack { if … } })`).
            guard wholeContentContainers.contains(call.calleeName ?? ""), statements.count == 1 else { return false }
            // The group's whole modifier chain stands where the `if` would.
            node = Syntax(ModifierChain(startingAt: call).outermost)
        }
    }

    /// Containers that lay out only what they hold: with the `if` as all of it, they come and go with it.
    private static let wholeContentContainers: Set<String> = [
        "Group", "ZStack", "VStack", "HStack", "LazyVStack", "LazyHStack", "GeometryReader",
    ]

    /// In a `#Preview` or a `PreviewProvider`: shown on its own to the developer, never placed in the app.
    private static func isInPreview(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let next = current {
            if let macro = next.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = next.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if let group = next.asProtocol(DeclGroupSyntax.self),
                group.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedText == "PreviewProvider" })
                    == true
            {
                return true
            }
            current = next.parent
        }
        return false
    }

    /// `.overlay(…)`, or `overlay(…)` on the view a `View` extension method is called on.
    private static func isLayer(_ call: FunctionCallExprSyntax) -> Bool {
        let name =
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return ViewCallNames.layerModifiers.contains(name ?? "")
    }

    /// Where this file places the view that `statements` are the whole of: a `body`'s type
    /// (`ToastView(…)`) or a `@ViewBuilder` function (`toastView()`), each with its modifiers.
    private static func placements(ofBody statements: CodeBlockItemListSyntax) -> [Syntax] {
        let name: String
        if let binding = statements.parent?.parent?.as(PatternBindingSyntax.self),
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
            let type = binding.ancestor(StructDeclSyntax.self)
        {
            name = type.name.text
        } else if let function = statements.parent?.parent?.as(FunctionDeclSyntax.self),
            function.signature.returnClause?.type.trimmedText == "some View"
        {
            name = function.name.text
        } else {
            return []
        }
        return Syntax(statements).root.tokens(viewMode: .sourceAccurate).compactMap { token -> Syntax? in
            guard token.tokenKind == .identifier(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self)
            else { return nil }
            var callee = Syntax(reference)
            if let member = callee.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                guard member.base?.trimmedText == "self" else { return nil }
                callee = Syntax(member)
            }
            guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id,
                !isInPreview(call)
            else { return nil }
            return Syntax(ModifierChain(startingAt: call).outermost)
        }
    }

    /// `if a { Text(…) } else { ProgressView() }`: every branch one leaf view, the last an `else`.
    private static func swapsLeaves(_ ifExpression: IfExprSyntax) -> Bool {
        let (bodies, hasFinalElse) = branches(of: ifExpression)
        return hasFinalElse && bodies.allSatisfy(isLeaf)
    }

    /// `HStack { field; Spacer(); switch check { case .checking: ProgressView() case .valid: Image(…)
    /// case .empty: EmptyView() } }`: each case one view or nothing, taking its room from the spacer
    /// beside it, so the status swaps and comes and goes in place (judged on apps never tuned on: a
    /// field's trailing status icon).
    static func swapsBesideSpacer(_ switchExpression: SwitchExprSyntax) -> Bool {
        guard !switchExpression.cases.isEmpty, !mentionsTransition(switchExpression),
            isBesideSpacer(switchExpression)
        else { return false }
        return switchExpression.cases.allSatisfy { element in
            guard let statements = element.as(SwitchCaseSyntax.self)?.statements else { return false }
            return isOneView(statements) || showsNothing(statements)
        }
    }

    /// `switch state { case .saving: ProgressView() case .saved: Image(…) }`: each case one leaf
    /// view, swapped in place (judged on real apps: a save button's symbol turning into a spinner).
    static func swapsLeaves(_ switchExpression: SwitchExprSyntax) -> Bool {
        guard !switchExpression.cases.isEmpty, !mentionsTransition(switchExpression) else { return false }
        return switchExpression.cases.allSatisfy { element in
            element.as(SwitchCaseSyntax.self).map { isLeaf($0.statements) } ?? false
        }
    }

    private static func isLeaf(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard statements.count == 1, let expression = statements.first?.expression,
            let root = ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self)
        else { return false }
        return leafViews.contains(root.calleeName ?? "")
    }

    /// A transition of its own, or a `matchedGeometryEffect`, which moves the swapped views from
    /// one frame to the other (a hero move), not in place.
    private static func mentionsTransition(_ syntax: some SyntaxProtocol) -> Bool {
        syntax.tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == .identifier("transition") || $0.tokenKind == .identifier("matchedGeometryEffect")
        }
    }

    /// The statements of every branch of an `if`/`else if` chain, and whether it ends in an `else`
    /// (every branch shows something: no view appears from nothing or leaves nothing behind).
    static func branches(of ifExpression: IfExprSyntax) -> (bodies: [CodeBlockItemListSyntax], hasFinalElse: Bool) {
        var bodies = [ifExpression.body.statements]
        var current = ifExpression
        while true {
            switch current.elseBody {
            case let .ifExpr(nested)?:
                bodies.append(nested.body.statements)
                current = nested
            case let .codeBlock(block)?:
                return (bodies + [block.statements], true)
            case nil:
                return (bodies, false)
            }
        }
    }

    static func allFade(_ ifExpression: IfExprSyntax) -> Bool {
        branches(of: ifExpression).bodies.allSatisfy { allCarryTransitions($0, where: isFade) }
    }

    /// `switch step { case .welcome: WelcomeView().transition(.opacity) … }`: a `switch` is judged as
    /// an `if` chain is. Its cases' views fade (every one carries `.transition(.opacity)`, or some do
    /// and the rest take the default fade), so changing the subject cross-fades one case into the
    /// next (judged on apps never tuned on: an onboarding's steps, each fading, gated as motion).
    static func fades(_ switchExpression: SwitchExprSyntax) -> Bool {
        let bodies = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
        guard !bodies.isEmpty, bodies.count == switchExpression.cases.count else { return false }
        return bodies.allSatisfy { allCarryTransitions($0, where: isFade) } || fadesWithDefaults(switchExpression)
    }

    /// `if shown { bar.transition(.push(from: .leading)) }`: every view the `if` inserts carries a
    /// transition that moves it, which motion-gate gates to a cross-fade where it is written. An
    /// animation of the change plays that cross-fade; gating the animation too makes the view pop
    /// in (judged on real apps: a poll's result bars).
    static func allMoveByTransition(_ ifExpression: IfExprSyntax) -> Bool {
        branches(of: ifExpression).bodies.allSatisfy { allCarryTransitions($0, where: MotionGate.movesContent) }
    }

    /// `switch page { case .a: A().transition(.move(edge: .trailing)) … }`: every case moves in by a
    /// transition that is gated to a cross-fade where it is written, as `allMoveByTransition` for an `if`.
    static func allMoveByTransition(_ switchExpression: SwitchExprSyntax) -> Bool {
        let bodies = switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
        guard !bodies.isEmpty, bodies.count == switchExpression.cases.count else { return false }
        return bodies.allSatisfy { allCarryTransitions($0, where: MotionGate.movesContent) }
    }

    static func allFade(_ statements: CodeBlockItemListSyntax) -> Bool {
        allCarryTransitions(statements, where: isFade)
    }

    /// Every view of `statements` carries a transition `kind` accepts, itself or all its content.
    private static func allCarryTransitions(_ statements: CodeBlockItemListSyntax, where kind: (ExprSyntax) -> Bool)
        -> Bool
    {
        guard !statements.isEmpty else { return false }
        return statements.allSatisfy { statement in
            guard let expression = statement.expression else { return false }
            if let nested = expression.as(IfExprSyntax.self) {
                return branches(of: nested).bodies.allSatisfy { allCarryTransitions($0, where: kind) }
            }
            let chain = ModifierChain(endingAt: expression)
            if let transition = chain.modifiers.last(where: { $0.name == "transition" })?.call?.arguments.first?
                .expression
            {
                return kind(transition)
            }
            // `if shown { Banner() }` with `struct Banner: View { var body: some View { … .transition(.opacity) } }`
            // in this file: the transition the view declares on its body is the one it is inserted with.
            if let transition = declaredTransition(of: chain.root, in: Syntax(statement).root) {
                return kind(transition)
            }
            // A container without a transition of its own: its content comes and goes as it does.
            guard let container = chain.root.as(FunctionCallExprSyntax.self),
                container.calleeName?.first?.isUppercase == true,
                let content = container.trailingClosure
            else { return false }
            return allCarryTransitions(content.statements, where: kind)
        }
    }

    /// `if shown { if let device { Shader().transition(.opacity) } else { fallbackImage } }`: the
    /// views that name a transition fade, and the rest name none, so they take SwiftUI's default
    /// transition, itself a fade (judged on apps never tuned on: a splash shader and its fallback
    /// image fading in, gated as if they slid). Any other transition, a project's own transition
    /// modifier or a `matchedGeometryEffect` in the `if` is not this.
    static func fadesWithDefaults(_ branching: some SyntaxProtocol) -> Bool {
        var fades = 0
        for token in branching.tokens(viewMode: .sourceAccurate) {
            guard case let .identifier(name) = token.tokenKind else { continue }
            if name == "matchedGeometryEffect" { return false }
            guard name.lowercased().contains("transition") else { continue }
            guard let call = fadingTransition(around: token) else { return false }
            // The modifier's own name; the words of its argument (`AnyTransition`) are inside it.
            if call.calledExpression.range.contains(token.position) { fades += 1 }
        }
        return fades > 0
    }

    /// The `.transition(.opacity)` call whose name or argument `token` is, if its transition fades.
    private static func fadingTransition(around token: TokenSyntax) -> FunctionCallExprSyntax? {
        var node = Syntax(token)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "transition",
                call.calledExpression.as(MemberAccessExprSyntax.self)?.base != nil,
                let argument = call.arguments.first?.expression
            {
                return isFade(argument) ? call : nil
            }
            node = parent
        }
        return nil
    }

    /// The transition a view of this file declares on the whole of its `body` (`Banner()` with
    /// `var body: some View { HStack { … }.transition(.opacity) }`), when `root` builds one.
    private static func declaredTransition(of root: ExprSyntax, in file: Syntax) -> ExprSyntax? {
        if let builder = builtTransition(of: root) { return builder }
        guard let call = root.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            name.first?.isUppercase == true, let file = file.as(SourceFileSyntax.self)
        else { return nil }
        for statement in file.statements {
            guard let view = statement.item.as(StructDeclSyntax.self), view.name.text == name else { continue }
            for member in view.memberBlock.members {
                guard let binding = member.decl.as(VariableDeclSyntax.self)?.bindings.first,
                    binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
                    case let .getter(body)? = binding.accessorBlock?.accessors, body.count == 1,
                    let expression = body.first?.expression
                else { continue }
                return ModifierChain(endingAt: expression).modifiers.last(where: { $0.name == "transition" })?.call?
                    .arguments.first?.expression
            }
            return nil
        }
        return nil
    }

    /// The transition a builder of the view's own type declares on the whole of what it returns
    /// (`notePreview(for: note)` with `func notePreview(for note: Note) -> some View { VStack { … }
    /// .transition(.opacity) }`, or a computed `var preview: some View`), when `root` calls one:
    /// the view it builds is inserted with it (judged on apps never tuned on: a preview that fades
    /// out, gated as motion).
    private static func builtTransition(of root: ExprSyntax) -> ExprSyntax? {
        let reference =
            root.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)
            ?? root.as(DeclReferenceExprSyntax.self)
        guard let name = reference?.baseName.text, name.first?.isLowercase == true,
            let type = root.ancestor(StructDeclSyntax.self)
        else { return nil }
        for member in type.memberBlock.members {
            var statements: CodeBlockItemListSyntax?
            if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name,
                root.is(FunctionCallExprSyntax.self)
            {
                statements = function.body?.statements
            } else if let binding = member.decl.as(VariableDeclSyntax.self)?.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                root.is(DeclReferenceExprSyntax.self), case let .getter(body)? = binding.accessorBlock?.accessors
            {
                statements = body
            }
            guard let statements else { continue }
            guard statements.count == 1, let only = statements.first else { return nil }
            guard let expression = only.item.as(ReturnStmtSyntax.self)?.expression ?? only.expression else {
                return nil
            }
            return ModifierChain(endingAt: expression).modifiers.last(where: { $0.name == "transition" })?.call?
                .arguments.first?.expression
        }
        return nil
    }

    /// `.opacity`, `AnyTransition.opacity`, `.opacity.animation(.easeIn)`: nothing moves.
    static func isFade(_ transition: ExprSyntax) -> Bool {
        var names: Set<String> = []
        for token in transition.tokens(viewMode: .sourceAccurate) {
            if case let .identifier(name) = token.tokenKind { names.insert(name) }
        }
        return names.contains("opacity") && names.isSubset(of: ViewCallNames.fadeWords)
    }
}
