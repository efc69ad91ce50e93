import A11yFixSyntax
import SwiftSyntax

/// Gives long-press gestures an accessibility action, so VoiceOver and Switch Control users can
/// reach them.
///
/// Before: `.onLongPressGesture { deleteItem() }`
/// After:  `.onLongPressGesture { deleteItem() }` + `.accessibilityAction(named: "Delete item") { deleteItem() } // [VERIFY] …`
///
/// The action's name comes from the called function. A body of more than one statement, or one
/// whose name says nothing, is reported instead. Not changed: chains that already have an
/// `.accessibilityAction`.
public struct LongPressAction: Transform {
    public static let descriptor = TransformDescriptor(
        id: "long-press-action",
        summary: "Adds a named .accessibilityAction for each .onLongPressGesture",
        frameworks: [.swiftUI],
        deviceTests: [.voiceOver, .voiceControl, .switchControl],
        tier: .degradesExperience,
        problem: "long presses without an accessibility action",
        blocks: [.voiceOver]
    )

    public init() {}

    /// Why a long press gets no accessibility action.
    enum Reason: String, NamedReason {
        case hasAction = "has-action"
        case pressTracker = "press-tracker"
        case emptyAction = "empty-action"
        case chainNotEditable = "chain-not-editable"
        case tapDoesSame = "tap-does-same"
        case neverCreated = "never-created"
        case onButton = "on-button"
        case debugOnly = "debug-only"
        case developerSwitch = "developer-switch"
        case buttonDoesSame = "button-does-same"
        case heldLongForFlag = "held-long-for-flag"

        var explanation: String {
            switch self {
            case .neverCreated: NeverCreatedView.explanation
            case .onButton:
                "a long press on a Button with no name in its code: VoiceOver reaches the button, and its double-tap "
                    + "and hold passes the press on; an action would have nothing to say"
            case .tapDoesSame: "a tap on the same view does the same, and assistive technology reaches the tap"
            case .debugOnly: "the press does something only in debug builds (#if DEBUG): shipped builds do nothing"
            case .developerSwitch:
                "the press switches on a developer or support tool (its name says debug or internal, or the view "
                    + "hides a triple tap too): an action would announce it to every VoiceOver user"
            case .heldLongForFlag:
                "a hold of two seconds or more that only sets a flag (an override, an escape hatch): hidden on purpose, "
                    + "and an action would announce it to every VoiceOver user"
            case .buttonDoesSame:
                "a button of the same view does the same, and assistive technology reaches the button"
            case .hasAction: "the view has an accessibility action already"
            case .pressTracker:
                "it tracks a press for a pressed look (zero duration, or inside a style), not an action of its own"
            case .emptyAction: "it performs nothing: the press only drives a look or a haptic"
            case .chainNotEditable: "the tool cannot add modifiers to this chain"
            }
        }
    }

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        guard file.containsText("onLongPressGesture") else { return [] }
        var findings: [Finding] = []
        for call in file.functionCalls {
            // The view may be a call (`Text(…)`) or a name (`content` in a ViewModifier).
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "onLongPressGesture",
                let base = member.base
            else { continue }
            var decision = decide(call, base: base, in: file, context: context)
            if NeverCreatedView.silences(decision, at: call, context: context) {
                decision = .leftAlone(Reason.neverCreated.reason)
            }
            findings.append(file.record(Self.self, decision, atModifier: call))
        }
        return findings
    }

    /// What to do with one `.onLongPressGesture`: add a named action, report that its name is
    /// unknown, or leave it alone for a named reason.
    func decide(_ call: FunctionCallExprSyntax, base: ExprSyntax, in file: SourceFile, context: TransformContext)
        -> Decision
    {
        let chain = ModifierChain(startingAt: ModifierChain(endingAt: base).root)
        if chain.modifiers.contains(where: { $0.name.hasPrefix("accessibilityAction") }) {
            return .leftAlone(Reason.hasAction.reason)
        }
        // `minimumDuration: 0` tracks a press (a pressed look), and a press tracker inside a
        // style draws a control's states: neither is an action of its own.
        if call.argument(labeled: "minimumDuration")?.expression.numberLiteralValue == 0
            || (call.closure(labeled: "onPressingChanged") != nil && Self.isInsideStyle(call))
        {
            return .leftAlone(Reason.pressTracker.reason)
        }
        if Self.performsNothing(call) { return .leftAlone(Reason.emptyAction.reason) }
        if LongPressTap.tapDoesSame(call, chain: chain, in: file) { return .leftAlone(Reason.tapDoesSame.reason) }
        let performed = LongPressTap.action(ofGesture: call)
        if let closure = performed?.as(ClosureExprSyntax.self),
            HiddenPress.onlyInDebugBuilds(closure.statements.filter { !Self.isHaptic($0) })
        {
            return .leftAlone(Reason.debugOnly.reason)
        }
        if HiddenPress.isDeveloperSwitch(performed, chain: chain) { return .leftAlone(Reason.developerSwitch.reason) }
        if HiddenPress.isLongHeldFlag(call, action: performed) { return .leftAlone(Reason.heldLongForFlag.reason) }
        if HiddenPress.buttonDoesSame(call, in: file) { return .leftAlone(Reason.buttonDoesSame.reason) }
        var body: String?
        var actionName: String?
        let closureArgument =
            call.trailingClosure ?? call.argument(labeled: "perform")?.expression.as(ClosureExprSyntax.self)
        // A haptic is how the press feels, not what it does: the one other statement is the action.
        let work = closureArgument.map { $0.statements.filter { !Self.isHaptic($0) } } ?? []
        if let closure = closureArgument, closure.statements.count == 1, closure.signature == nil,
            let statement = closure.statements.first, !statement.trimmedText.includes("\n")
        {
            body = statement.trimmedText
            actionName = ActionName.name(of: ExprSyntax(closure))
        } else if let closure = closureArgument, closure.signature == nil, work.count == 1,
            work.count < closure.statements.count, case let .expr(expression) = work[0].item,
            expression.is(FunctionCallExprSyntax.self), !work[0].trimmedText.includes("\n")
        {
            body = work[0].trimmedText
            actionName = ActionName.name(of: expression)
        } else if let perform = call.argument(labeled: "perform")?.expression,
            let name = ActionName.name(of: perform),
            perform.is(DeclReferenceExprSyntax.self) || perform.is(MemberAccessExprSyntax.self)
        {
            body = "\(perform.trimmedText)()"
            actionName = name
        }
        // `showModal(for: .snooze)` says how something is shown, not what: "Show modal" is no name.
        let presentationWords: Set<String> = ["modal", "sheet", "popover", "popup", "dialog", "cover", "screen"]
        guard let body, let phrase = actionName.flatMap(ReadableName.phrase(forActionName:)),
            !phrase.lowercased().split(separator: " ").contains(where: { presentationWords.contains(String($0)) })
        else {
            // A hidden extra on a button (judged noise on unseen apps: a paste-to-import shortcut held
            // on a Connect button): the button is reached, and nothing names the extra.
            if (chain.root.as(FunctionCallExprSyntax.self))?.calleeName == "Button" {
                return .leftAlone(Reason.onButton.reason)
            }
            // A hold that flips a state (`toggle()`) is a switch, whose state a button would not say.
            let flips = body?.includes(".toggle()") == true || actionName?.lowercased().hasPrefix("toggle") == true
            if let body, !flips, let fix = Self.holdButton(call, chain: chain, body: body, in: file, context: context) {
                return fix
            }
            return .report(
                ".onLongPressGesture has no accessibility action, and its name cannot be inferred; add .accessibilityAction(named:) by hand"
            )
        }
        let modifiers = AccessibilityModifiers(at: call, in: file, context: context)
        var action = modifiers.action(named: SwiftLiteral.string(phrase), body: body)
        // Hold to pause, release to play: an action that only pauses would leave the user stuck.
        if let release = Self.releaseHalf(of: call) {
            guard let condition = release.condition, let releasePhrase = release.phrase, releasePhrase != phrase else {
                return .report(
                    "the long press does one thing while held and another on release (\(release.call)); one "
                        + "accessibility action would do only the first half: add a toggle action by hand")
            }
            let state = condition.contains("?") ? "(\(condition))" : condition
            action = modifiers.action(
                named: "\(state) ? \(SwiftLiteral.string(releasePhrase)) : \(SwiftLiteral.string(phrase))",
                body: "if \(condition) { \(release.call) } else { \(body) }")
        }
        guard let edit = ModifierInsertion.edit(appending: action + " " + VerifyMarker.comment, to: chain, in: file)
        else { return .leftAlone(Reason.chainNotEditable.reason) }
        return .fix(
            message:
                "long press has no accessibility action; VoiceOver and Switch Control users cannot reach it. Add \(action)",
            Fix(
                edits: [edit], summary: "`.accessibilityAction(named: \"\(phrase)\")` for a long press",
                isInferred: true))
    }

    /// A view that acts only when held, with its words on it (`HStack { icon; Text(title) }
    /// .onLongPressGesture(minimumDuration: 0.8, perform: triggerAction)`): a hold-to-confirm button.
    /// Its own text names it, so it becomes one element with the button trait, and its default
    /// action runs what the hold runs: `.accessibilityAction { triggerAction() }`, a double tap for
    /// VoiceOver and a tap for Switch Control (judged on unseen apps: "Hold to Start Break" reported
    /// as unnamed though its title said what it does). A view without text, a tap of its own, a hold
    /// that flips a state (a switch), or one that does something else on release stays a finding.
    static func holdButton(
        _ call: FunctionCallExprSyntax, chain: ModifierChain, body: String, in file: SourceFile,
        context: TransformContext
    ) -> Decision? {
        guard releaseHalf(of: call) == nil, !chain.has("onTapGesture"), !chain.has("accessibilityElement"),
            !chain.addsTraits([".isButton", ".isLink"]), !body.includes("\n"),
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        else { return nil }
        let content = TappedContent(of: base, index: context.index)
        guard content.kind == .plain, content.hasText else { return nil }
        let modifiers = AccessibilityModifiers(at: call, in: file, context: context)
        let root = chain.root.as(FunctionCallExprSyntax.self)?.calleeName ?? ""
        var lines = ["Text", "Label"].contains(root) ? [] : [modifiers.element(children: ".combine")]
        lines += [modifiers.addTraits(".isButton"), ".accessibilityAction { \(body) }"]
        guard let edit = ModifierInsertion.edit(appending: lines, to: chain, in: file) else { return nil }
        return .fix(
            message:
                "view acts only when held, and VoiceOver and Switch Control users cannot hold it; its text names it: add \(lines.joined())",
            Fix(
                edits: [edit], summary: "the button trait and a default action for a hold-to-act view",
                isInferred: false))
    }

    /// What a hold does when it ends: the call an `onPressingChanged` closure makes on release
    /// (`if !pressed && state == .paused { play() }`), with the state it checks beside the release
    /// (`state == .paused`) and the call's phrase ("Play"). Nil when the release does nothing but a
    /// look or a haptic (`isPressing = pressing`). Judged wrong on unseen apps: a hold-to-pause
    /// story got a "Pause" action and VoiceOver users could never resume it.
    static func releaseHalf(of call: FunctionCallExprSyntax) -> (call: String, condition: String?, phrase: String?)? {
        guard let closure = call.closure(labeled: "onPressingChanged"),
            let parameter = closure.signature.flatMap(Self.parameterName(of:))
        else { return nil }
        let expressions = closure.statements.compactMap { statement -> ExprSyntax? in
            switch statement.item {
            case let .expr(expression): expression
            case let .stmt(statement): statement.as(ExpressionStmtSyntax.self)?.expression
            default: nil
            }
        }
        for ifExpression in expressions.compactMap({ $0.as(IfExprSyntax.self) }) {
            var conjuncts = ifExpression.conditions.flatMap { element -> [String] in
                guard case let .expression(expression) = element.condition else { return [element.trimmedText] }
                return Self.conjuncts(of: expression)
            }
            let released: CodeBlockSyntax?
            if let index = conjuncts.firstIndex(of: "!" + parameter) {
                conjuncts.remove(at: index)
                released = ifExpression.body
            } else if conjuncts == [parameter], case let .codeBlock(elseBlock)? = ifExpression.elseBody {
                conjuncts = []
                released = elseBlock
            } else {
                released = nil
            }
            let work = released.map { $0.statements.filter { !isHaptic($0) } } ?? []
            let calls = work.filter {
                guard case let .expr(expression) = $0.item else { return false }
                return expression.is(FunctionCallExprSyntax.self) || expression.is(AwaitExprSyntax.self)
                    || expression.is(TryExprSyntax.self)
            }
            guard !calls.isEmpty else { continue }
            let text = work.map(\.trimmedText).joined(separator: "; ")
            guard work.count == 1, case let .expr(expression) = work[0].item, !text.includes("\n") else {
                return (text, nil, nil)
            }
            let phrase = ActionName.name(of: expression).flatMap(ReadableName.phrase(forActionName:))
            return (text, conjuncts.isEmpty ? nil : conjuncts.joined(separator: " && "), phrase)
        }
        return nil
    }

    /// `pressed` in `{ pressed in … }` or `{ (pressed: Bool) in … }`.
    private static func parameterName(of signature: ClosureSignatureSyntax) -> String? {
        switch signature.parameterClause {
        case let .simpleInput(names)?: return names.count == 1 ? names.first?.name.text : nil
        case let .parameterClause(clause)?:
            return clause.parameters.count == 1 ? clause.parameters.first?.firstName.text : nil
        case nil: return nil
        }
    }

    /// The parts of `a && b && c`, as written; the whole expression when it is no such chain.
    private static func conjuncts(of expression: ExprSyntax) -> [String] {
        // Unfolded, `!a && b == c` is one sequence: split it at `&&`, which binds looser than
        // comparisons. A `||` or a ternary binds looser still: then the whole is one part.
        guard let sequence = expression.as(SequenceExprSyntax.self),
            !sequence.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) || $0.trimmedText == "||" })
        else { return [expression.trimmedText] }
        var parts: [[String]] = [[]]
        for element in sequence.elements {
            if element.is(BinaryOperatorExprSyntax.self), element.trimmedText == "&&" {
                parts.append([])
            } else {
                parts[parts.count - 1].append(element.trimmedText)
            }
        }
        return parts.map { $0.joined(separator: " ") }
    }

    /// An empty perform closure, however it is written (`perform: {}`, or a trailing `{}` before
    /// `onPressingChanged:`): the press is tracked for a look or a haptic, and the control it
    /// sits on does the action (judged on real apps: button styles and a slider).
    static func performsNothing(_ call: FunctionCallExprSyntax) -> Bool {
        let perform = call.argument(labeled: "perform")?.expression.as(ClosureExprSyntax.self) ?? call.trailingClosure
        return perform?.statements.isEmpty == true
    }

    /// `let impact = UIImpactFeedbackGenerator(style: .heavy)`, `impact.impactOccurred()`,
    /// `Haptics.play(.light)`: a statement that only makes the press felt.
    static func isHaptic(_ statement: CodeBlockItemSyntax) -> Bool {
        let hapticCalls: Set<String> = ["impactOccurred", "notificationOccurred", "selectionChanged", "prepare"]
        return statement.tokens(viewMode: .sourceAccurate).contains { token in
            token.text.hasSuffix("FeedbackGenerator") || token.text.lowercased().hasPrefix("haptic")
                || (hapticCalls.contains(token.text) && token.previousToken(viewMode: .sourceAccurate)?.text == ".")
        }
    }

    /// Inside a `*Style` type's `makeBody`.
    static func isInsideStyle(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let type = candidate.as(StructDeclSyntax.self) {
                return type.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedText.hasSuffix("Style") }
                    ?? false
            }
            current = candidate.parent
        }
        return false
    }
}
