import A11yFixSyntax
import SwiftSyntax

/// Reports accessibility problems that need a person, not a rewrite.
///
/// - Colour as the only state signal: `.foregroundColor(c ? .red : .green)` on a shape.
/// - A drag-driven custom control without `.accessibilityAdjustableAction` or `.accessibilityRepresentation`.
/// - State written into a label: `.accessibilityLabel(c ? "Selected" : "Not selected")`; state is a trait.
/// - A label that differs from the visible text, which breaks Voice Control's "Tap [name]".
/// - Content or actions removed while VoiceOver runs (`if !isVoiceOverRunning { … }` with no
///   alternative); a branch with an alternative is a deliberate accommodation and stays quiet.
/// Colour-only state is reported for lasting state only, never for pressed, focused or hovered
/// looks, colour schemes, placeholders or loading.
public struct VoiceOverReview: Transform {
    public static let descriptor = TransformDescriptor(
        id: "voiceover-review",
        summary:
            "Reports colour-only state, unadjustable custom sliders, state in labels, labels that differ from visible text, and VoiceOver branching",
        frameworks: [.swiftUI, .uiKit],
        deviceTests: [.voiceOver, .voiceControl, .grayscale],
        tier: .degradesExperience,
        problem: "colour-only, label and VoiceOver-branching issues",
        // Colour-only state blocks No Color; a label that differs from the visible text blocks
        // Voice Control ("Tap [name]"); everything else it reports blocks VoiceOver.
        blocksByFinding: { finding in
            if finding.message.hasPrefix("colour") { return [.noColor] }
            if finding.message.contains("Voice Control") { return [.voiceControl] }
            return [.voiceOver]
        }
    )

    static let shapes: Set<String> = ["Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse"]
    static let colorModifiers: Set<String> = ["foregroundColor", "foregroundStyle", "fill", "background", "tint"]
    static let stateWords: Set<String> = [
        "selected", "unselected", "checked", "unchecked", "on", "off", "enabled", "disabled", "active", "inactive",
        "expanded", "collapsed",
    ]

    public init() {}

    /// Why a place this transform looks at needs no person.
    enum Reason: String, NamedReason {
        case passingLook = "passing-look"
        case textBeside = "text-beside"
        case hasAccessibility = "has-accessibility"
        case pressTracker = "press-tracker"
        case adjustable = "adjustable"
        case namesGroup = "names-group"
        case labelHasText = "label-has-text"
        case hasAlternative = "has-alternative"
        case actionsMoved = "actions-moved"
        case neverCreated = "never-created"
        case chosenRow = "chosen-row"
        case chosenOption = "chosen-option"
        case dragAndDrop = "drag-and-drop"
        case redocksPanel = "redocks-panel"
        case chartScrub = "chart-scrub"
        case pageValue = "page-value"
        case dragHasAction = "drag-has-action"
        case resizesPane = "resizes-pane"
        case pacedForVoiceOver = "paced-for-voiceover"
        case cellsTapped = "cells-tapped"
        case keepsFocus = "keeps-focus"
        case chosenButton = "chosen-button"
        case movesView = "moves-view"

        var explanation: String {
            switch self {
            case .passingLook:
                "the colour follows a passing look (pressed, focus, scheme, loading, direction) or compares amounts"
            case .textBeside: "text beside it in the row, or laid over it, says the state"
            case .hasAccessibility: "it has accessibility modifiers, which can say the state"
            case .pressTracker: "the drag tracks a press and moves no value: a button, not a slider"
            case .adjustable: "it has an adjustable action, an accessibility representation or a value already"
            case .namesGroup: "the label names a .contain group, not an option's state"
            case .labelHasText: "the label contains the visible text, so Voice Control's \"Tap [name]\" works"
            case .chosenButton: "the button it is drawn in says it is the chosen one with .isSelected already"
            case .keepsFocus:
                "what VoiceOver skips only moves the keyboard focus by itself: VoiceOver keeps the user's place, "
                    + "and the field stays reachable"
            case .hasAlternative:
                "the VoiceOver check has an alternative or adds for VoiceOver: nothing is taken away"
            case .actionsMoved: "the actions move into accessibility actions that read the same flag"
            case .neverCreated: NeverCreatedView.explanation
            case .pageValue: "the page dots are one element whose value says the current page"
            case .resizesPane:
                "the drag only sets a pane's height or width (a splitter): a layout the user picks, and the pane's "
                    + "content stays reachable; no value moves"
            case .pacedForVoiceOver:
                "what VoiceOver skips is an automatic pace (a timer that moves on by itself) or a sheet's size: "
                    + "the content stays, and a VoiceOver user moves at their own pace"
            case .cellsTapped:
                "the drag picks the cell under the finger, and each cell's own tap picks the same: VoiceOver users "
                    + "tap the cells, and no value moves"
            case .dragHasAction:
                "the view has an accessibility action: the drag ends in something done (a swipe to dismiss), no value"
            case .chartScrub:
                "the drag scrubs a chart's overlay to inspect its points, which Swift Charts gives VoiceOver (marks, Audio Graphs) already"
            case .chosenRow:
                "the colour shows which element of a ForEach is chosen; selection-trait gives the row .isSelected"
            case .movesView:
                "the drag only moves the view around the screen (an offset or position in both directions, or a corner "
                    + "it snaps to) and does nothing else: a place the user picks, not a value; what it holds stays reachable"
            case .redocksPanel:
                "the drag only moves a panel to another edge (a layout side it writes) and snaps back: it moves no value"
            case .dragAndDrop:
                "the drag carries an item (a window, a file, a row) to drop or reorder elsewhere: it moves no value"
            case .chosenOption:
                "the colour shows that a tab or segment is the chosen one; selection-trait or tap-gesture-button gives it "
                    + ".isSelected"
            }
        }
    }

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        var findings: [Finding] = []
        for call in file.functionCalls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
            let name = member.declName.baseName.text
            // The chain's root only for the modifiers looked at: every other call of a long chain
            // walking to its root would cost the square of the chain's length.
            func root() -> FunctionCallExprSyntax? {
                member.base.flatMap { ModifierChain(endingAt: $0).root.as(FunctionCallExprSyntax.self) }
            }
            if Self.colorModifiers.contains(name), let argument = call.arguments.first?.expression,
                let parts = argument.ternaryParts, let root = root(), let shape = root.calleeName,
                Self.shapes.contains(shape)
            {
                let decision = colourDecision(
                    call, modifier: name, argument: argument, parts: parts, shape: root, in: file, context: context)
                findings.append(file.record(Self.self, live(decision, at: call, context), atModifier: call))
            }
            if name == "gesture", let drag = call.arguments.first?.expression,
                drag.singleLineText.hasPrefix("DragGesture"), let root = root()
            {
                let decision = live(dragDecision(drag, on: root, in: file), at: call, context)
                findings.append(file.record(Self.self, decision, atModifier: call))
            }
            // The label of a `.contain` group names the group ("Finished poll"), not an option's state.
            if name == "accessibilityLabel", let argument = call.arguments.first?.expression,
                let parts = argument.ternaryParts,
                [parts.whenTrue, parts.whenFalse].contains(where: { Self.mentionsState($0) }),
                let base = member.base
            {
                let decision: Decision =
                    Self.isContainGroup(ModifierChain(endingAt: base))
                    ? .leftAlone(Reason.namesGroup.reason)
                    : .report(
                        "state is written into the label (\(argument.singleLineText)); use .accessibilityAddTraits(.isSelected) or .accessibilityValue instead"
                    )
                findings.append(file.record(Self.self, live(decision, at: call, context), atModifier: call))
            }
            if name == "accessibilityLabel", let label = call.arguments.first?.expression.stringLiteralValue,
                let base = member.base, let visible = Self.visibleText(of: base)
            {
                let decision: Decision =
                    label.lowercased().contains(visible.lowercased())
                    ? .leftAlone(Reason.labelHasText.reason)
                    : .report(
                        "accessibility label \"\(label)\" differs from the visible text \"\(visible)\"; Voice Control users say what they see (\"Tap \(visible)\"), so start the label with it or add .accessibilityInputLabels"
                    )
                findings.append(file.record(Self.self, live(decision, at: call, context), atModifier: call))
            }
        }
        // `@Environment(\.accessibilityVoiceOverEnabled) var voiceOverOn` reads the same setting.
        guard file.containsText("VoiceOver") else { return findings }
        var voiceOverNames: Set<String> = ["isVoiceOverRunning", "accessibilityVoiceOverEnabled"]
        for variable in file.variableDecls
        where variable.attributes.trimmedText.includes("accessibilityVoiceOverEnabled") {
            voiceOverNames.formUnion(
                variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
        }
        let tokens = voiceOverNames.flatMap { name in file.identifierTokens(named: name).filter { $0.text == name } }
            .sorted { $0.position.utf8Offset < $1.position.utf8Offset }
        // A check of the flag in an `if` or `guard` is a candidate; a ternary or a mention is not.
        for token in tokens where token.ancestor(ConditionElementSyntax.self) != nil {
            let span =
                token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
            findings.append(file.record(Self.self, live(branchDecision(token), at: token, context), spanning: span))
        }
        return findings
    }

    /// `decision`, or left alone when it reports inside a view nothing creates.
    func live(_ decision: Decision, at node: some SyntaxProtocol, _ context: TransformContext) -> Decision {
        NeverCreatedView.silences(decision, at: node, context: context)
            ? .leftAlone(Reason.neverCreated.reason) : decision
    }

    /// A shape coloured by a ternary: colour as the only signal of a lasting state is reported.
    func colourDecision(
        _ call: FunctionCallExprSyntax, modifier: String, argument: ExprSyntax,
        parts: (condition: String, whenTrue: ExprSyntax, whenFalse: ExprSyntax), shape: FunctionCallExprSyntax,
        in file: SourceFile, context: TransformContext
    ) -> Decision {
        guard Self.isPersistentState(parts.condition) else { return .leftAlone(Reason.passingLook.reason) }
        if StackContent.hasTextSibling(ModifierChain(startingAt: shape).outermost, in: ["HStack", "LazyHStack"])
            || Self.helperSitsBesideText(shape)
        {
            return .leftAlone(Reason.textBeside.reason)
        }
        if let control = SelectionColour.chosenControl(of: shape, condition: parts.condition, index: context.index) {
            let isRow = SelectionColour.repeatedElement(of: ModifierChain(startingAt: control).outermost) != nil
            return .leftAlone((isRow ? Reason.chosenRow : Reason.chosenOption).reason)
        }
        if ModifierChain(startingAt: shape).hasAccessibilityModifier {
            return .leftAlone(Reason.hasAccessibility.reason)
        }
        if let reason = ColourOnlyState.reason(
            shape, colouring: call, condition: parts.condition, branches: [parts.whenTrue, parts.whenFalse],
            context: context)
        {
            return .leftAlone(reason.reason)
        }
        if Self.overlaidTextSaysState(shape, condition: parts.condition) {
            return .leftAlone(Reason.textBeside.reason)
        }
        // A tab or segment `Button` whose action chooses the option its colour compares.
        if let (button, condition) = ChosenButtonColour.button(around: shape, condition: parts.condition) {
            let chain = ModifierChain(startingAt: button)
            if chain.addsTraits([".isSelected"]) { return .leftAlone(Reason.chosenButton.reason) }
            let line = AccessibilityModifiers(at: call, in: file, context: context).addTraits(
                "\(condition) ? .isSelected : []")
            if !chain.hasAccessibilityModifier, let edit = ModifierInsertion.edit(appending: line, to: chain, in: file)
            {
                return .fix(
                    message:
                        "colour alone shows which option this button is; VoiceOver reads nothing of it. Add \(line)",
                    Fix(edits: [edit], summary: "`.isSelected` trait on the chosen button", isInferred: false))
            }
        }
        // A picker's segment drawn by a button style: the comparison its colour shows is the selection.
        if let (chain, traits) = SelectedSegment.trait(for: parts.condition, shape: shape) {
            let line = AccessibilityModifiers(at: call, in: file, context: context).addTraits(traits)
            if let edit = ModifierInsertion.edit(appending: line, to: chain, in: file) {
                return .fix(
                    message:
                        "colour alone shows which choice this picker's segment is; VoiceOver reads nothing of it. Add \(line)",
                    Fix(edits: [edit], summary: "`.isSelected` trait on the chosen segment", isInferred: false))
            }
        }
        // Colour alone marks the current page, and the dots are no elements: a value tells it. Its
        // "of" is English, which a project keying its `.strings` tables by name would never translate.
        if !context.index.newEnglishTextStaysUntranslated, let dots = PageDots(shape: shape, condition: parts.condition)
        {
            let chain = ModifierChain(startingAt: dots.container)
            if chain.hasAccessibilityModifier { return .leftAlone(Reason.pageValue.reason) }
            let modifiers = AccessibilityModifiers(at: dots.container, in: file, context: context)
            let lines = [modifiers.element(children: ".combine"), modifiers.value(dots.value)]
            if let edit = ModifierInsertion.edit(appending: lines, to: chain, in: file) {
                return .fix(
                    message:
                        "colour alone shows the current page on these dots; VoiceOver reads nothing. Add \(lines.joined())",
                    Fix(
                        edits: [edit], summary: "page dots as one element with the value \(dots.value)",
                        isInferred: false))
            }
        }
        return .report(
            "colour is the only signal of state on this \(shape.calleeName ?? "shape") (.\(modifier)(\(argument.singleLineText))); add a shape, icon or text, and an accessibility value"
        )
    }

    /// `Circle().fill(rate == 1.0 ? … : …).overlay(Text(rate == 1.0 ? "1×" : "2×"))`: a text laid over
    /// the shape reads the same state (`rate`), so VoiceOver hears it (judged noise on unseen apps: a
    /// playback-rate button).
    static func overlaidTextSaysState(_ shape: FunctionCallExprSyntax, condition: String) -> Bool {
        let subjects = condition.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
            .map(String.init).filter { $0.first?.isLetter == true && !["true", "false", "nil"].contains($0) }
        guard !subjects.isEmpty else { return false }
        return ModifierChain(startingAt: shape).modifiers.contains { modifier in
            guard modifier.name == "overlay", let call = modifier.call else { return false }
            let text = call.trimmedText
            return text.includes("Text(") && subjects.allSatisfy { text.includes($0) }
        }
    }

    /// The shape is drawn by a helper of its type (`statusBadge(isConnected:)`) used at least once,
    /// and every use sits in a row beside a text (`Text(model.statusMessage)`), as an inline dot
    /// would (judged on unseen apps: a status dot whose helper hid the text beside it).
    static func helperSitsBesideText(_ shape: FunctionCallExprSyntax) -> Bool {
        guard let uses = MemberUses.uses(ofMemberAround: shape), !uses.isEmpty else { return false }
        return uses.allSatisfy {
            StackContent.hasTextSibling(ModifierChain(startingAt: $0).outermost, in: ["HStack", "LazyHStack"])
        }
    }

    /// A `DragGesture` on a view: one that moves a value needs an adjustable action.
    func dragDecision(_ drag: ExprSyntax, on root: FunctionCallExprSyntax, in file: SourceFile) -> Decision {
        guard Self.movesAValue(drag), !Self.isTapAtAPoint(drag) else { return .leftAlone(Reason.pressTracker.reason) }
        // A drag over a chart picks a point to show; it sets no value of the view's.
        if Self.isInChartLayer(drag) { return .leftAlone(Reason.chartScrub.reason) }
        // A drag that moves a panel to another edge writes a layout preference, not a value.
        if PanelRedock.onlyRedocks(drag, in: file) { return .leftAlone(Reason.redocksPanel.reason) }
        // A drag that only moves a floating view where the user wants it sets no value.
        if DragMovesView.onlyMovesView(drag, in: file) { return .leftAlone(Reason.movesView.reason) }
        // A splitter sets a pane's height or width; the pane's content stays usable (judged noise on
        // unseen apps: the handle above a prompt editor, reported as a slider).
        if VoiceOverPace.onlyResizes(drag) { return .leftAlone(Reason.resizesPane.reason) }
        // A drag that ends in a drop or a reorder moves an item, not a value (judged on unseen apps: a
        // window preview dragged to another screen was asked for an adjustable action).
        if Self.dropsAnItem(drag) { return .leftAlone(Reason.dragAndDrop.reason) }
        if TappedPick.cellsPickTheSame(drag) { return .leftAlone(Reason.cellsTapped.reason) }
        let chain = ModifierChain(startingAt: root)
        // A swipe to dismiss offered as an action already (judged noise on unseen apps: a toast).
        if chain.modifiers.contains(where: { ["accessibilityAction", "accessibilityActions"].contains($0.name) }) {
            return .leftAlone(Reason.dragHasAction.reason)
        }
        let adjusting: Set<String> = [
            "accessibilityAdjustableAction", "accessibilityRepresentation", "accessibilityValue",
        ]
        if chain.modifiers.contains(where: { adjusting.contains($0.name) }) || Self.ancestor(of: drag, has: adjusting) {
            return .leftAlone(Reason.adjustable.reason)
        }
        return .report(
            "drag-driven custom control has no .accessibilityAdjustableAction or .accessibilityRepresentation; VoiceOver users cannot change its value"
        )
    }

    /// Whether a view around `node` in the same body has one of `modifiers`: a slider's
    /// `.accessibilityAdjustableAction` on the `GeometryReader` whose track carries the drag (judged
    /// noise on unseen apps: the action a few lines below was missed).
    static func ancestor(of node: some SyntaxProtocol, has modifiers: Set<String>) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self), !parent.is(CodeBlockSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
                modifiers.contains(member.declName.baseName.text)
            {
                return true
            }
            current = parent
        }
        return false
    }

    /// What a VoiceOver check skips: the body of `if !isVoiceOverRunning { … }`, or the statements
    /// after `guard !isVoiceOverRunning else { return }`.
    static func skippedStatements(_ token: TokenSyntax) -> [CodeBlockItemSyntax]? {
        guard let condition = token.ancestor(ConditionElementSyntax.self) else { return nil }
        if let guardStatement = condition.ancestor(GuardStmtSyntax.self),
            let item = guardStatement.parent?.as(CodeBlockItemSyntax.self),
            let list = item.parent?.as(CodeBlockItemListSyntax.self)
        {
            return Array(list.drop { $0.id != item.id }.dropFirst())
        }
        return condition.ancestor(IfExprSyntax.self).map { Array($0.body.statements) }
    }

    /// Inside `.chartOverlay { proxy in … }` or `.chartBackground { … }` of a Swift Charts `Chart`.
    static func isInChartLayer(_ drag: ExprSyntax) -> Bool {
        var node = Syntax(drag)
        while let parent = node.parent, !parent.is(MemberBlockSyntax.self) {
            if let closure = node.as(ClosureExprSyntax.self), let call = parent.as(FunctionCallExprSyntax.self),
                call.trailingClosure?.id == closure.id,
                let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                ["chartOverlay", "chartBackground"].contains(name)
            {
                return true
            }
            node = parent
        }
        return false
    }

    /// A VoiceOver flag checked by an `if` or `guard`: reported when it takes something away.
    func branchDecision(_ token: TokenSyntax) -> Decision {
        guard Self.removesForVoiceOver(token) else { return .leftAlone(Reason.hasAlternative.reason) }
        if Self.offersActionsInstead(token) { return .leftAlone(Reason.actionsMoved.reason) }
        if let skipped = Self.skippedStatements(token), VoiceOverPace.onlyPacesOrSizes(skipped) {
            return .leftAlone(Reason.pacedForVoiceOver.reason)
        }
        if let skipped = Self.skippedStatements(token), VoiceOverFocusMove.onlyMovesFocus(skipped) {
            return .leftAlone(Reason.keepsFocus.reason)
        }
        return .report(
            "content or actions shown only when \(token.text) is off: VoiceOver users lose them; give them an equivalent (an accessibility action, a label) instead of removing them"
        )
    }

    /// Words of a condition that is a passing look, not a state to announce: judged on real apps,
    /// pressed and focus highlights, colour-scheme backgrounds and placeholders were noise.
    static let passingWords: Set<String> = [
        "pressed", "press", "focused", "focus", "hover", "hovered", "hovering", "highlighted", "dragging", "drag",
        "editing",
        "colorscheme", "dark", "light", "placeholder", "loading", "animating", "appeared", "scrolled",
        // A message's direction is who sent it, not a state; `isEnabled` follows `.disabled()`,
        // which VoiceOver already reads as "dimmed".
        "outgoing", "incoming", "enabled", "disabled",
        // `onDrop(of:isTargeted:)`: a file dragged over a drop zone, feedback while the drag lasts.
        "targeted",
    ]

    /// A condition that names a lasting state (`isSelected`, `item.id == page`, `hasError`,
    /// `isOnline`), not a passing look (`configuration.isPressed`, `colorScheme == .dark`).
    static func isPersistentState(_ condition: String) -> Bool {
        // `digitsEntered > 2`: one dot of a progress row, whose container says the count.
        if condition.contains(">") || condition.contains("<") { return false }
        let names = condition.split { !$0.isLetter && !$0.isNumber && $0 != "_" }
        let words = names.flatMap { ReadableName.words(of: String($0)).map { $0.lowercased() } }
        return !words.contains(where: passingWords.contains)
    }

    /// A VoiceOver check that takes something away: `if !isVoiceOverRunning { … }` with no
    /// `else`, or `guard !voiceOverOn else { return }`. A branch with an alternative for VoiceOver
    /// is a deliberate accommodation (judged on real apps: documented and right), so it is quiet.
    static func removesForVoiceOver(_ token: TokenSyntax) -> Bool {
        guard let condition = token.ancestor(ConditionElementSyntax.self) else { return false }
        let negated = condition.trimmedText.hasPrefix("!") || condition.trimmedText.hasSuffix("== false")
        if let guardStatement = condition.ancestor(GuardStmtSyntax.self) {
            return negated && guardStatement.body.statements.count == 1
                && guardStatement.body.statements.first?.item.as(ReturnStmtSyntax.self)?.expression == nil
        }
        if let ifExpression = condition.ancestor(IfExprSyntax.self) {
            return negated && ifExpression.elseBody == nil
        }
        return false
    }

    /// A press tracker (`DragGesture(minimumDistance: 0)` whose handlers set pressed flags and
    /// hit-test the end point) is a button, not a slider. A drag adjusts a value when the
    /// gesture's position or translation flows into an assignment or a call, not only a condition.
    static func movesAValue(_ gesture: ExprSyntax) -> Bool {
        let positions: Set<String> = [
            "translation", "location", "startLocation", "predictedEndLocation", "predictedEndTranslation", "velocity",
        ]
        return gesture.tokens(viewMode: .sourceAccurate).contains { token in
            positions.contains(token.text) && token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
                && token.ancestor(ConditionElementSyntax.self) == nil
        }
    }

    /// `DragGesture(minimumDistance: 0).onEnded { value in mark(at: value.location) }`: a tap that
    /// reads where it landed, with nothing while the finger moves (no `onChanged`, no `updating`) and
    /// no distance or speed. VoiceOver's double tap lands it at the element's centre; no value
    /// slides (judged noise on unseen apps: a break-glass panel cracked where it was tapped).
    static func isTapAtAPoint(_ gesture: ExprSyntax) -> Bool {
        let text = gesture.singleLineText.filter { !$0.isWhitespace }
        guard text.hasPrefix("DragGesture(minimumDistance:0"), text.includes(".onEnded") else { return false }
        let moving: Set<String> = [
            "onChanged", "updating", "translation", "velocity", "predictedEndLocation", "predictedEndTranslation",
            "startLocation",
        ]
        return !gesture.tokens(viewMode: .sourceAccurate).contains { moving.contains($0.text) }
    }

    /// Whether the drag calls something named for a drop or a reorder (`handleWindowDrop(at:)`,
    /// `reorder(from:to:)`): it carries an item somewhere.
    static func dropsAnItem(_ gesture: ExprSyntax) -> Bool {
        gesture.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier = token.tokenKind,
                token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
            else { return false }
            return ReadableName.words(of: token.text).contains { ["drop", "reorder"].contains($0.lowercased()) }
        }
    }

    static func isContainGroup(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains {
            $0.name == "accessibilityElement" && $0.call?.arguments.trimmedText.includes(".contain") == true
        }
    }

    /// `.swipeActions { if !voiceOverOn { … } }` on a view whose `.accessibilityActions { }` (or
    /// `.accessibilityAction`) reads the same flag: the actions move, they are not lost.
    static func offersActionsInstead(_ token: TokenSyntax) -> Bool {
        var node = Syntax(token)
        while let parent = node.parent, !parent.is(MemberBlockSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self), node.id != call.calledExpression.id,
                let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
            {
                let chain = ModifierChain(startingAt: ModifierChain(endingAt: base).root)
                if chain.modifiers.contains(where: {
                    $0.name.hasPrefix("accessibilityAction") && $0.call?.trimmedText.includes(token.text) == true
                }) {
                    return true
                }
            }
            node = parent
        }
        return false
    }

    static func mentionsState(_ expression: ExprSyntax) -> Bool {
        guard let text = expression.stringLiteralValue else { return false }
        return ReadableName.words(of: text).contains { stateWords.contains($0.lowercased()) }
    }

    /// The title of `Button("Save")`, or of a `Text("Save")` made operable (`.onTapGesture`, the
    /// button or link trait), at the root of a chain. Voice Control's "Tap [name]" is for
    /// controls, and an empty title says nothing to tap.
    static func visibleText(of base: ExprSyntax) -> String? {
        guard let root = ModifierChain(endingAt: base).root.as(FunctionCallExprSyntax.self), let name = root.calleeName,
            ["Button", "Text", "Toggle", "Link", "NavigationLink"].contains(name),
            let title = root.arguments.first, title.label == nil, let text = title.expression.stringLiteralValue,
            text.contains(where: { !$0.isWhitespace })
        else { return nil }
        if name == "Text" {
            let chain = ModifierChain(startingAt: root)
            guard chain.has("onTapGesture") || chain.addsTraits([".isButton", ".isLink"]) else { return nil }
        }
        return text
    }
}
