import A11yFixSyntax
import SwiftSyntax

/// Gates UIKit animation durations on Reduce Motion.
///
/// Before: `UIView.animate(withDuration: 0.3) { self.card.center.y -= 80 }`
/// After:  `UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) { self.card.center.y -= 80 }`
///
/// Covers every overload of `UIView.animate(withDuration:…)`, `UIView.animate(springDuration:…)`,
/// `UIView.transition(with:duration:…)`, `UIView.animateKeyframes(withDuration:…)`,
/// `UIViewPropertyAnimator(duration:…)` and `UIViewPropertyAnimator.runningPropertyAnimator(withDuration:…)`.
/// With a zero duration the end state is applied at once, and completion handlers still run.
/// A nudge chained by completions that ends back at rest is skipped whole by one `if` around it
/// (`UIKitAnimationChain`); blocks are judged on the `ScreenChange` scale, and what stays in place
/// (fades, colours, borders, shadows, blur, text, progress) is left alone.
/// Not changed: zero durations and calls that already check the setting.
public struct MotionGateUIKit: Transform {
    public static let descriptor = TransformDescriptor(
        id: "motion-gate-uikit",
        summary: "Gates UIView.animate, transition, keyframe and property-animator durations on Reduce Motion",
        frameworks: [.uiKit],
        deviceTests: [.reduceMotion],
        tier: .incompleteSupport,
        problem: "UIKit animations that ignore Reduce Motion",
        blocks: [.motion]
    )

    static let flag = "UIAccessibility.isReduceMotionEnabled"
    /// Below Swift 4.2 the setting is a global function (`SwiftLanguageMode`).
    static let pre42Flag = "UIAccessibilityIsReduceMotionEnabled()"

    /// The platform flag in the spelling the file's language mode compiles.
    static func flag(in context: TransformContext) -> String {
        context.usesPre42UIKitNames ? pre42Flag : flag
    }
    /// Method name → the label of its duration argument.
    static let methods: [String: Set<String>] = [
        "animate": ["withDuration", "springDuration"],
        "animateKeyframes": ["withDuration"],
        "transition": ["duration"],
        "runningPropertyAnimator": ["withDuration"],
    ]

    public init() {}

    /// Why a UIKit animation call stays as it is.
    enum Reason: String, NamedReason {
        case otherPlatform = "other-platform"
        case noMotion = "no-motion"
        case followsKeyboard = "follows-keyboard"
        case onlyFades = "only-fades"
        case alreadyGated = "already-gated"
        case progressOnly = "progress-only"
        case scriptedStep = "scripted-step"
        case scrubbed
        case followsFinger = "follows-finger"
        case springTransition = "spring-transition"
        case callbackOnly = "callback-only"
        case nothingAnimates = "nothing-animates"
        case pressFeedback = "press-feedback"
        case repeatingSequence = "repeating-sequence"
        case scrollStep = "scroll-step"
        case optionalEffect = "optional-effect"
        case animatesItself = "animates-itself"

        var explanation: String {
            switch self {
            case .otherPlatform: "macOS or tvOS code (by its imports, `#if os` or the project's platforms)"
            case .noMotion: "the duration is zero or too short to see"
            case .followsKeyboard:
                "it follows the keyboard (its duration, or a keyboard notification's handler), which moves anyway"
            case .onlyFades: "it only fades or recolours, or cross-dissolves: what Reduce Motion keeps"
            case .alreadyGated: "it already checks Reduce Motion"
            case .progressOnly:
                "it only fills a progress value (a ring's `strokeEnd`, `setProgress(_:animated:)`, a bar widened to the "
                    + "progress in a progress setter)"
            case .scriptedStep: "a later step of a chain of animations, which is judged at its first call"
            case .scrubbed: "a paused property animator set by `fractionComplete` (a blur's strength): it plays nothing"
            case .followsFinger:
                "the user's finger drives it (an animator a pan scrubs by `fractionComplete`, an animation in a "
                    + "gesture's `.changed` branch, a transition a `UIPercentDrivenInteractiveTransition` drives, also "
                    + "from another file, or the one `interruptibleAnimator(using:)` returns): what moves follows the "
                    + "finger"
            case .callbackOnly:
                "the block only calls back into code set elsewhere (`onDone?()`), or the animations or transition "
                    + "options are a helper's parameter: what it changes is decided where it is called"
            case .nothingAnimates:
                "the block only shows or hides views, changes constraints with no layout pass "
                    + "(`layoutIfNeeded()`) in it, or asks for a layout later (`setNeedsLayout()`): UIKit animates "
                    + "none of these, so nothing moves to gate"
            case .pressFeedback:
                "it answers a finger going down or up (a touch handler, an isHighlighted observer): the control dims, "
                    + "recolours or shrinks a little in place and returns, which is feedback, not motion"
            case .repeatingSequence:
                "part of a decorative function whose animation repeats (`.repeat`, `.autoreverse`): the function "
                    + "is skipped whole by one check at its start, made at its first moving animation"
            case .optionalEffect:
                "part of an effect the project already makes optional (a private function called only under its "
                    + "own switch for animation, `if Settings.animatePlusOne`): Reduce Motion joins that switch once, "
                    + "at the effect's first moving animation"
            case .animatesItself:
                "the block only asks a control for a change it animates itself (`refreshControl.endRefreshing()`, "
                    + "a table's `reloadSections(_:with: .automatic)`): UIKit runs that animation whatever the block's "
                    + "duration, so a zero duration changes nothing"
            case .scrollStep:
                "it only moves a scroll view's offset, in a tenth of a second or less: a scroll step at the pace of "
                    + "the scroll view's own (an arrow key, the end of a fling), which Reduce Motion leaves as it is"
            case .springTransition:
                "part of a view controller transition whose spring animator keeps moving: gating this part alone "
                    + "would desynchronise it, so the transition is reported once, at the spring"
            }
        }
    }

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        // animate, animateKeyframes, UIViewPropertyAnimator, runningPropertyAnimator, transition.
        guard file.containsAny("nimat", "transition") else { return [] }
        var findings: [Finding] = []
        for call in file.functionCalls {
            guard let duration = Self.durationArgument(of: call) else { continue }
            let range =
                call.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
            findings.append(
                file.record(Self.self, decide(call, duration: duration, in: file, context: context), spanning: range))
        }
        return findings
    }

    /// What to do with one UIKit animation call: gate its duration, or leave it alone for a named reason.
    func decide(
        _ call: FunctionCallExprSyntax, duration: LabeledExprSyntax, in file: SourceFile, context: TransformContext
    )
        -> Decision
    {
        guard PlatformResolver.platform(of: call, in: file) == .iOS else {
            return .leftAlone(Reason.otherPlatform.reason)
        }
        let expression = duration.expression
        let flag = Self.flag(in: context)
        // Checked first: where the code already checks the setting, that is the reason it stays.
        let names = ReduceMotionGate.settingNames
        // `let duration: TimeInterval = UIAccessibility.isReduceMotionEnabled ? 0 : 0.3` above the call,
        // or a property of the type defined so.
        guard !names.contains(where: expression.trimmedText.includes),
            !ReduceMotionChecks.mentions(expression, names: names),
            !ReduceMotionChecks.definitionReadsSetting(expression, names: names, around: Syntax(call)),
            !ReduceMotionChecks.isUnderCheck(call, names: names, index: context.index),
            // A private function every call of which is under a check.
            !OptionalEffect.everyCallChecked(around: call, in: file, names: names, index: context.index)
        else { return .leftAlone(Reason.alreadyGated.reason) }
        if GatedValue.isZero(expression) || FadeOnlyAnimation.isImperceptible(expression) {
            return .leftAlone(Reason.noMotion.reason)
        }
        if file.containsText("eyboard"), FadeOnlyAnimation.followsKeyboard(call, duration: expression) {
            return .leftAlone(Reason.followsKeyboard.reason)
        }
        if ScrollStep.isScrollStep(call, duration: expression) { return .leftAlone(Reason.scrollStep.reason) }
        if Self.isScrubbed(call, in: file) { return .leftAlone(Reason.scrubbed.reason) }
        if Self.followsFinger(call, in: file) || FingerTracking.isInChangedState(call)
            || FingerTracking.isDrivenElsewhere(call, index: context.index)
        {
            return .leftAlone(Reason.followsFinger.reason)
        }
        if Self.animatesNothing(call) { return .leftAlone(Reason.nothingAnimates.reason) }
        if let animations = Self.animations(of: call) {
            if FadeOnlyAnimation.onlyAnimatesItself(animations) { return .leftAlone(Reason.animatesItself.reason) }
            // A bar widened to a progress value fills in place, as a progress view does.
            if ProgressBarWidth.fills(animations, in: call.ancestor(FunctionDeclSyntax.self))
                || ProgressBarWidth.laysOutSetProgress(animations, before: call)
            {
                return .leftAlone(Reason.progressOnly.reason)
            }
        }
        // What moves is judged on the one scale every motion transform asks (`ScreenChange`).
        let change = Self.change(of: call)
        if change.staysInPlace { return .leftAlone((change == .progress ? Reason.progressOnly : .onlyFades).reason) }
        // Only callbacks whose code the caller sets: no evidence of motion here.
        if change == .unknown { return .leftAlone(Reason.callbackOnly.reason) }
        if let animations = Self.animations(of: call), PressFeedback.isPressFeedback(call, animations: animations) {
            return .leftAlone(Reason.pressFeedback.reason)
        }
        // A transition that asks whether a finger drives it plays the swipe too: only its plain run
        // may skip the animation, which its duration alone cannot tell apart.
        if let interacting = InteractiveTransitionFlag.read(around: call) {
            return .report(
                "animateTransition(using:) also plays the interactive transition (it reads \(interacting)), which a finger scrubs; a zero duration would break the swipe, so when \(flag) is true and the transition is not interactive (!transitionContext.isInteractive) complete it without the animation (set the end state, or fade)"
            )
        }
        // A transition that restores what it changed when it was cancelled (`if
        // transitionContext.transitionWasCancelled { … }`) expects to be cancelled, which only an
        // interactive one can be: a finger scrubs it (its driver may be declared in another file).
        if let cancelled = InteractiveTransitionFlag.cancelBranch(around: call) {
            return .report(
                "animateTransition(using:) can be cancelled (it branches on \(cancelled)), which only an interactive transition a finger scrubs can be; a zero duration would break the swipe, so when \(flag) is true and the transition is not interactive (!transitionContext.isInteractive) complete it without the animation (set the end state, or fade)"
            )
        }
        // A layer animation the function adds beside the block runs on its own clock.
        if let beside = CoreAnimationBeside.movingAnimation(besides: Syntax(call)) {
            return .report(
                "\(call.calledExpression.singleLineText) moves views even with Reduce Motion on, beside the Core Animation animation \(beside) this function adds to a layer, which no view animation's duration times; a zero duration here alone would make the views jump while the layer still moves: when \(flag) is true skip both (add no \(beside), set the end state)"
            )
        }
        // One animator for the drag and for a dismissal no finger drives: a zero duration would
        // leave the drag nothing to scrub, so the plain dismissal is skipped by hand.
        if Self.alsoStartedOnItsOwn(call) {
            return .report(
                "\(call.calledExpression.singleLineText) is the animator interruptibleAnimator(using:) returns, which a finger scrubs in an interactive transition, and animateTransition(using:) also starts it on its own; a zero duration would break the drag, so when \(flag) is true complete the non-interactive transition in animateTransition(using:) without it (set the end state, or fade)"
            )
        }
        // A spring built from mass, stiffness and damping sets its own length: a zero duration
        // would change nothing.
        if Self.hasPhysicalSpring(call) {
            if Self.transitionSprings(around: call, in: file) != nil {
                return .report(
                    "UIViewPropertyAnimator ignores its duration when its timing is a spring built from mass, stiffness and damping, and the other animations of this transition run beside it; skip the transition's animations together (set the end state and complete the transition) when \(flag) is true"
                )
            }
            return .report(
                "UIViewPropertyAnimator ignores its duration when its timing is a spring built from mass, stiffness and damping, so gating the duration would do nothing; skip the animation (or set the end state without it) when \(flag) is true"
            )
        }
        if let springs = Self.transitionSprings(around: call, in: file), !springs.isEmpty {
            return .leftAlone(Reason.springTransition.reason)
        }
        // An effect the project's own switch for animation already makes optional, with a delayed
        // move no duration can gate: Reduce Motion joins that switch.
        if let decision = Self.optionalEffectDecision(
            call, in: file, flag: ProjectMotionFlag.replacing(Self.flag, in: file) ?? flag)
        {
            return decision
        }
        // A repeating pulse or swing: skipped whole, never run at duration 0.
        if let decision = Self.repeatingDecision(call, in: file, flag: flag) { return decision }
        // An endless loop of steps chained by completions: zero durations would make it flash.
        let loop = CompletionLoop.calls(through: call)
        if let first = loop.first {
            guard first.id == call.id else { return .leftAlone(Reason.scriptedStep.reason) }
            return .report(
                "\(call.calledExpression.singleLineText) starts an endless loop of animations that call each other from their completions; zero durations would make the view flash from step to step every time the loop comes round: when \(flag) is true show a still or fading indicator instead of running the loop"
            )
        }
        if let decision = Self.chainDecision(call, in: file, flag: flag) { return decision }
        let what = call.calledExpression.singleLineText
        if Self.hasDelayedCompletion(call) {
            return .report(
                "\(what) moves views after a delay even with Reduce Motion on; a zero duration would drop the delay (UIKit applies it at once and runs the completion early), so when \(flag) is true keep the delay and skip the move (set the end state, or fade)"
            )
        }
        // The project's own helper for a duration that drops to zero (`.zeroIfReduceMotion(0.3)`),
        // unless the file reads a flag of its own.
        if let helper = context.index.durationHelper, !context.usesPre42UIKitNames,
            ProjectMotionFlag.replacing(Self.flag, in: file) == nil
        {
            let helped = ".\(helper)(\(expression.trimmedText))"
            let range =
                expression.positionAfterSkippingLeadingTrivia
                .utf8Offset..<expression
                .endPositionBeforeTrailingTrivia.utf8Offset
            return .fix(
                message:
                    "\(what) animates even with Reduce Motion on; use the project's helper: \(duration.label?.text ?? "duration"): \(helped)",
                Fix(
                    edits: [.replace(range, with: helped)],
                    summary: "`\(what)` duration through the project's Reduce Motion helper (`\(helped)`)",
                    isInferred: false))
        }
        let prefix = "\(ProjectMotionFlag.replacing(Self.flag, in: file) ?? flag) ? 0 : "
        let fix = Fix(
            edits: Self.durationLocal(call, expression, prefix: prefix, in: file, limit: context.lineLength)
                ?? GatedValue.edits(
                    prefix: prefix, before: expression.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: expression.endPositionBeforeTrailingTrivia.utf8Offset,
                    valueIsTernary: GatedValue.isTernary(expression)),
            summary: "`\(what)` duration gated on Reduce Motion (`\(prefix)\(expression.singleLineText)`)",
            isInferred: false
        )
        return .fix(
            message:
                "\(what) animates even with Reduce Motion on; use \(duration.label?.text ?? "duration"): \(prefix)\(expression.singleLineText)",
            fix)
    }

    /// A nudge chained by completions is skipped whole, at its first call: one `if` around it, or
    /// one report where the chain does not stand on lines of its own. A chain that moves a view on
    /// (not back) is gated call by call: each jumps to where it ends. Nil: not such a chain.
    static func chainDecision(_ call: FunctionCallExprSyntax, in file: SourceFile, flag: String) -> Decision? {
        if let previous = UIKitAnimationChain.previous(of: call), !change(of: previous).staysInPlace,
            UIKitAnimationChain.endsAtRest(UIKitAnimationChain.calls(from: previous)) || isOnlyTapFeedback(previous)
        {
            return .leftAlone(Reason.scriptedStep.reason)
        }
        let chain = UIKitAnimationChain.calls(from: call)
        guard chain.count > 1 else { return nil }
        let what = call.calledExpression.singleLineText
        // A nudge out and back to where it started (a constant, a stored distance) that is all a tap
        // does: reported, whatever the rest value is written as.
        if isOnlyTapFeedback(call) {
            return .report(
                "\(what) and the animations its completion chains nudge a view out and back as the only response to a tap; skipping it under Reduce Motion would leave the tap with no visible response: give a cue that does not move (a highlight, a fade) when \(flag) is true"
            )
        }
        guard UIKitAnimationChain.endsAtRest(chain) else { return nil }
        guard let statement = UIKitAnimationChain.statement(of: call) else {
            return .report(
                "\(what) and the animations its completion chains move a view in steps; gating each duration would still jump it from step to step: skip or simplify the chain as a whole when \(flag) is true"
            )
        }
        let (edits, change) = ScriptedSequence.Skip.wrap(statement, statement).edits(flag: flag, in: file)
        return .fix(
            message:
                "\(what) chains animations that move a view out and back even with Reduce Motion on; skip the chain whole: \(change)",
            Fix(edits: edits, summary: "Chained `\(what)` steps skipped whole (\(change))", isInferred: false))
    }

    /// Where the gated duration would make its line longer than the project's formatter allows, the
    /// gate moves to a `let` of its own above the call, as a formatter-wrapped codebase would write
    /// it: `let duration: TimeInterval = UIAccessibility.isReduceMotionEnabled ? 0 : 0.3`. Nil: the
    /// line fits, or the call is no statement of its own, or the `let` would not fit either.
    static func durationLocal(
        _ call: FunctionCallExprSyntax, _ expression: ExprSyntax, prefix: String, in file: SourceFile,
        limit: LineLengthLimit?
    ) -> [TextEdit]? {
        let start = expression.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = expression.endPositionBeforeTrailingTrivia.utf8Offset
        guard let limit, let item = call.parent?.as(CodeBlockItemSyntax.self),
            let block = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return nil }
        let bytes = file.bytes
        let width = limit.width(ofUTF8: bytes[LineSpan.around(start..<start, in: bytes)])
        guard width + limit.width(of: prefix) > limit.columns else { return nil }
        // A name the block does not use yet.
        let used = Set(block.tokens(viewMode: .sourceAccurate).map(\.text))
        guard let name = ["duration", "animationDuration"].first(where: { !used.contains($0) }) else { return nil }
        // A line too long already may not grow (`0.5` → `duration`): the ternary is wrapped instead.
        let grown = width - limit.width(of: expression.trimmedText) + limit.width(of: name)
        guard grown <= limit.columns || grown <= width else { return nil }
        let value = GatedValue.isTernary(expression) ? "(\(expression.trimmedText))" : expression.trimmedText
        let statement = item.positionAfterSkippingLeadingTrivia.utf8Offset
        let indentation = file.indentation(ofLineContaining: statement)
        guard !value.contains("\n") else { return nil }
        var line = "let \(name): TimeInterval = \(prefix)\(value)"
        if limit.width(of: indentation + line) > limit.columns {
            // Broken after `=`, the value one indent deeper, as formatters wrap an assignment.
            let deeper = indentation + file.indentUnit
            guard limit.width(of: deeper + prefix + value) <= limit.columns else { return nil }
            line = "let \(name): TimeInterval =" + file.lineEnding + deeper + prefix + value
        }
        return [.insert(line + file.lineEnding + indentation, at: statement), .replace(start..<end, with: name)]
    }

    /// A private function called only under the project's own switch for animation (`if
    /// Settings.animatePlusOne { showPlusOne() }`) that moves views after a delay with a completion,
    /// which no zero duration can stand for: the function is skipped whole where the switch already
    /// skips it, by adding Reduce Motion to each such `if`, once, at its first moving animation; its
    /// other moving animations go with it (`optional-effect`). Nil: not such a function, or an `if`
    /// runs another of the file's animating functions too (one edit per `if`).
    static func optionalEffectDecision(_ call: FunctionCallExprSyntax, in file: SourceFile, flag: String)
        -> Decision?
    {
        guard let function = call.ancestor(FunctionDeclSyntax.self), let body = function.body,
            let sites = OptionalEffect.sites(around: call, in: file), !sites.isEmpty
        else { return nil }
        let calls = file.functionCalls.filter {
            body.range.contains($0.position) && durationArgument(of: $0) != nil
                && $0.ancestor(FunctionDeclSyntax.self)?.id == function.id
        }.sorted { $0.position < $1.position }
        let moving = calls.filter { !change(of: $0).staysInPlace && change(of: $0) != .unknown }
        guard moving.contains(where: hasDelayedCompletion), let carrier = moving.first else { return nil }
        // Each `if` runs this effect alone: no other function of the file that animates.
        let animating = Set(
            file.functionCalls.filter { durationArgument(of: $0) != nil }.compactMap {
                $0.ancestor(FunctionDeclSyntax.self)?.name.text
            })
        let others = animating.subtracting([function.name.text])
        for site in sites {
            let runsAnother = file.functionCalls.contains {
                site.body.range.contains($0.position) && others.contains(OptionalEffect.calledName($0) ?? "")
            }
            if runsAnother { return nil }
        }
        guard carrier.id == call.id else { return .leftAlone(Reason.optionalEffect.reason) }
        let name = function.name.text
        let switches = sites.map { "if \($0.conditions.singleLineText)" }.joined(separator: "; ")
        return .fix(
            message:
                "\(name)() moves views after a delay even with Reduce Motion on, and no zero duration can stand for that (UIKit would drop the delay and run the completion early); the project already skips it when its own switch for animation is off (\(switches)): skip it under Reduce Motion there too: add !\(flag)",
            Fix(
                edits: OptionalEffect.edits(joining: flag, to: sites),
                summary:
                    "`\(name)()` skipped under Reduce Motion where the project's switch for animation skips it (`!\(flag)`)",
                isInferred: false))
    }

    /// An animation that repeats (`options: [.repeat, .autoreverse]`) loops on with a zero duration,
    /// so the function it plays in is skipped whole: one `guard` at its start when the function only
    /// poses and animates views (a zoom pulse, a swing, with its one-shot first pose), carried by its
    /// first moving animation; else an `if` around the repeating call alone, where it stands on lines
    /// of its own; else one report. Nil: no repeating animation in the function around `call`.
    static func repeatingDecision(_ call: FunctionCallExprSyntax, in file: SourceFile, flag: String) -> Decision? {
        let function = call.ancestor(FunctionDeclSyntax.self)
        guard let body = function?.body else { return isRepeating(call) ? repeatingReport(call, flag: flag) : nil }
        let calls = file.functionCalls.filter {
            $0.position >= body.position && $0.endPosition <= body.endPosition && durationArgument(of: $0) != nil
                && $0.ancestor(FunctionDeclSyntax.self)?.id == function?.id
        }.sorted { $0.position < $1.position }
        guard calls.contains(where: isRepeating) else { return nil }
        let what = call.calledExpression.singleLineText
        if function?.signature.returnClause == nil, let first = body.statements.first,
            body.statements.allSatisfy(isPoseOrAnimation)
        {
            let carrier = calls.first { !change(of: $0).staysInPlace && change(of: $0) != .unknown }
            guard carrier?.id == call.id else { return .leftAlone(Reason.repeatingSequence.reason) }
            let name = function?.name.text ?? "the function"
            let (edits, added) = ScriptedSequence.Skip.guardBefore(first).edits(flag: flag, in: file)
            return .fix(
                message:
                    "\(name)() only plays a decorative animation that repeats, even with Reduce Motion on; a zero duration would still loop: skip the function whole: \(added)",
                Fix(
                    edits: edits, summary: "`\(name)()` skipped whole under Reduce Motion (\(added))", isInferred: false
                )
            )
        }
        guard isRepeating(call) else { return nil }
        guard let statement = UIKitAnimationChain.statement(of: call) else { return repeatingReport(call, flag: flag) }
        // The last statement of a function that returns nothing: a `guard` before it skips it alone,
        // with no lines indented again.
        var skip: ScriptedSequence.Skip =
            function?.signature.returnClause == nil && body.statements.last?.id == statement.id
            ? .guardBefore(statement) : .wrap(statement, statement)
        // A view the function hid for the pulse to fade in would stay hidden: it rests where the pulse shows it.
        if case .guardBefore = skip, let shown = RepeatingPulse.shownAlpha(by: call, hiddenIn: body) {
            skip = .guardSetting(statement, shown)
        }
        let (edits, added) = skip.edits(flag: flag, in: file)
        return .fix(
            message:
                "\(what) repeats even with Reduce Motion on; a zero duration would still loop: skip it: \(added)",
            Fix(edits: edits, summary: "Repeating `\(what)` skipped under Reduce Motion (\(added))", isInferred: false))
    }

    private static func repeatingReport(_ call: FunctionCallExprSyntax, flag: String) -> Decision {
        .report(
            "\(call.calledExpression.singleLineText) repeats even with Reduce Motion on, and a zero duration would still loop: do not start it when \(flag) is true (show the view at rest)"
        )
    }

    /// `options: [.repeat, .autoreverse]`: an animation that plays again and again.
    static func isRepeating(_ call: FunctionCallExprSyntax) -> Bool {
        guard let options = call.argument(labeled: "options")?.expression else { return false }
        return options.tokens(viewMode: .sourceAccurate).contains {
            $0.text == "repeat" || $0.text == "autoreverse"
        }
    }

    /// A statement of a decorative function: a local, a UIKit animation, a layout pass, or a view's
    /// starting pose (`icon.transform = .identity`, `badge.alpha = 0`).
    private static func isPoseOrAnimation(_ statement: CodeBlockItemSyntax) -> Bool {
        if statement.item.is(VariableDeclSyntax.self) { return true }
        guard let expression = statement.expression else { return false }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            // `layoutIfNeeded()` first: the layout the animation starts from.
            return durationArgument(of: call) != nil
                || (call.arguments.isEmpty && FadeOnlyAnimation.layoutPassNames.contains(call.calleeName ?? ""))
        }
        guard let write = Write(expression), write.operation == .assignment else { return false }
        return ["transform", "alpha", "center", "frame", "bounds"].contains(write.pathNames.last ?? "")
    }

    /// The physical-spring animators of the view controller transition animator (a type adopting
    /// `UIViewControllerAnimatedTransitioning`) that `call` is part of; nil outside one. Its parts run
    /// together: a gated fade beside a spring that still moves leaves the transition half done
    /// (judged on real apps: a mini player growing into the full player).
    static func transitionSprings(around call: FunctionCallExprSyntax, in file: SourceFile)
        -> [FunctionCallExprSyntax]?
    {
        guard let type = call.ancestor(ClassDeclSyntax.self),
            type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedText.hasSuffix("Transitioning") })
                == true
        else { return nil }
        return file.functionCalls.filter { other in
            other.id != call.id && durationArgument(of: other) != nil && hasPhysicalSpring(other)
                && other.ancestor(ClassDeclSyntax.self)?.id == type.id
        }
    }

    /// A chain that is all a tap handler does (an `@IBAction`, an `@objc` method named for a tap or
    /// press, `touchesEnded`): a "slide to …" hint whose skipping would leave the tap with no
    /// visible response (judged on apps never tuned on). Declarations and guards do nothing seen.
    static func isOnlyTapFeedback(_ call: FunctionCallExprSyntax) -> Bool {
        guard let item = call.parent?.as(CodeBlockItemSyntax.self),
            let function = item.parent?.parent?.as(CodeBlockSyntax.self)?.parent?.as(FunctionDeclSyntax.self),
            let body = function.body,
            body.statements.allSatisfy({
                $0.id == item.id || $0.item.is(VariableDeclSyntax.self) || $0.item.is(GuardStmtSyntax.self)
                    || isLogging($0)
            })
        else { return false }
        let attributes = function.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText }
        if attributes.contains("IBAction") { return true }
        let name = function.name.text
        if ["touchesEnded", "touchesBegan"].contains(name) { return true }
        let words = Set(ReadableName.words(of: name).map { $0.lowercased() })
        // A tap recognizer's action: named for the tap, or given the recognizer.
        let takesTap = function.signature.parameterClause.parameters.contains {
            $0.type.trimmedText.hasSuffix("UITapGestureRecognizer")
        }
        return attributes.contains("objc")
            && (takesTap || !words.isDisjoint(with: ["tap", "tapped", "press", "pressed", "touch", "touched"]))
    }

    /// `print("Tap")`, `NSLog(…)`, `logger.debug(…)`: a line for the developer, not the screen.
    private static func isLogging(_ statement: CodeBlockItemSyntax) -> Bool {
        guard let call = statement.expression?.as(FunctionCallExprSyntax.self) else { return false }
        if ["print", "debugPrint", "NSLog", "os_log"].contains(call.calleeName ?? "") { return true }
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        let base = member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.lowercased() ?? ""
        return (base.hasSuffix("logger") || base == "log")
            && ["debug", "info", "trace", "notice", "log"].contains(member?.declName.baseName.text ?? "")
    }

    /// `UIViewPropertyAnimator(duration:timingParameters:)` whose timing is a
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`, written there or in a
    /// local it names.
    static func hasPhysicalSpring(_ call: FunctionCallExprSyntax) -> Bool {
        guard let timing = call.argument(labeled: "timingParameters")?.expression else { return false }
        let spring =
            timing.as(DeclReferenceExprSyntax.self).flatMap {
                ReduceMotionChecks.initializer(of: $0.baseName.text, around: Syntax(call))
            } ?? timing
        return spring.as(FunctionCallExprSyntax.self).map { $0.argument(labeled: "stiffness") != nil } ?? false
    }

    /// A property animator kept under a name that the file sets by `fractionComplete` and never
    /// lets run (`blurAnimator.fractionComplete = 0.3`): not started, or started only to be paused
    /// or stopped, and never continued. A paused animator used as a dial, not motion; an
    /// interactive transition continues its animator and still counts.
    static func isScrubbed(_ call: FunctionCallExprSyntax, in file: SourceFile) -> Bool {
        guard call.calleeName == "UIViewPropertyAnimator", let name = assignedName(of: call) else { return false }
        func uses(_ member: String) -> Bool {
            ["\(name).\(member)", "\(name)?.\(member)", "\(name)!.\(member)"].contains(where: file.containsText)
        }
        guard uses("fractionComplete ="), !uses("continueAnimation(") else { return false }
        return !uses("startAnimation(") || uses("pauseAnimation(") || uses("stopAnimation(")
            || uses("pausesOnCompletion = true")
    }

    /// Direct manipulation, which Reduce Motion keeps: an animator whose `fractionComplete` a gesture
    /// sets (`animator?.fractionComplete = pan.translation(in: view).y / height`: a sheet dragged
    /// down), or a view controller transition's animation in a file that drives it by a
    /// `UIPercentDrivenInteractiveTransition`. A zero duration would leave nothing to scrub.
    /// The animator a transition returns from `interruptibleAnimator(using:)` is the one UIKit
    /// scrubs in an interactive transition (a pan to dismiss), wherever its interaction controller
    /// is declared; the transition's `animateTransition(using:)` runs on its own and is judged apart.
    static func followsFinger(_ call: FunctionCallExprSyntax, in file: SourceFile) -> Bool {
        if call.ancestor(FunctionDeclSyntax.self)?.name.text == "interruptibleAnimator" {
            return !alsoStartedOnItsOwn(call)
        }
        let readsGesture = ["translation(in:", "location(in:", "velocity(in:"].contains(where: file.containsText)
        if call.calleeName == "UIViewPropertyAnimator", readsGesture, let name = assignedName(of: call),
            ["\(name).fractionComplete =", "\(name)?.fractionComplete =", "\(name)!.fractionComplete ="].contains(
                where: file.containsText)
        {
            return true
        }
        guard file.containsText("UIPercentDrivenInteractiveTransition") else { return false }
        return call.ancestor(FunctionDeclSyntax.self)?.name.text == "animateTransition"
    }

    /// An animator built in `interruptibleAnimator(using:)` that the type's `animateTransition(using:)`
    /// also starts (`interruptibleAnimator(using: context).startAnimation()`): the same animator
    /// plays a dismissal no finger drives.
    static func alsoStartedOnItsOwn(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.ancestor(FunctionDeclSyntax.self)?.name.text == "interruptibleAnimator",
            let type = call.ancestor(ClassDeclSyntax.self)
        else { return false }
        return type.memberBlock.members.contains { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "animateTransition"
            else { return false }
            return function.body?.trimmedDescription.includes("interruptibleAnimator(") ?? false
        }
    }

    /// `let animator = UIViewPropertyAnimator(…)`, `self.animator = …`, `animator = …`: `animator`.
    private static func assignedName(of call: FunctionCallExprSyntax) -> String? {
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        guard let elements = call.parent?.as(ExprListSyntax.self), elements.count == 3,
            elements.last?.id == call.id, elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let target = elements.first
        else { return nil }
        return target.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// What an animation call's block does on screen: a cross-dissolve transition only fades;
    /// a block that only fades, recolours or retitles stays in place, one that fills a progress
    /// value is progress.
    static func change(of call: FunctionCallExprSyntax) -> ScreenChange {
        let options = call.argument(labeled: "options")?.expression
        if let options {
            if FadeOnlyAnimation.isDissolve(options) { return .appearance }
            // A flip or a curl turns the view over, whatever the block changes.
            if options.trimmedText.includes(".transition") { return .geometry }
            // `func swapRoot(_ options: UIView.AnimationOptions = .transitionCrossDissolve) {
            // UIView.transition(with: window, duration: 0.5, options: options, …) }`: the helper's own
            // choice is a dissolve, what Reduce Motion recommends (judged on real apps: zeroing it
            // only made a screen swap abrupt). Options a caller must pass are decided there.
            if isTransition(call), let reference = options.as(DeclReferenceExprSyntax.self),
                let parameter = parameter(reference, around: call)
            {
                guard let value = parameter.defaultValue?.value else { return .unknown }
                return FadeOnlyAnimation.isDissolve(value) ? .appearance : .unknown
            }
        }
        // `UIView.transition(from:to:duration:options:)` has no block: its options are all it does.
        if call.argument(labeled: "from") != nil, call.argument(labeled: "to") != nil {
            // Options a helper's caller passes (`swapChildViewControllers(…, options:)`): decided there.
            if let reference = options?.as(DeclReferenceExprSyntax.self), isParameter(reference, around: call) {
                return .unknown
            }
            // No transition option: the views are swapped at once, nothing animates.
            return .appearance
        }
        if let animations = animations(of: call) {
            let change = FadeOnlyAnimation.change(
                of: animations,
                layoutSettled: FadeOnlyAnimation.isLayoutSettled(before: call)
                    || FadeOnlyAnimation.resizesForContent(animations, in: call.ancestor(FunctionDeclSyntax.self)))
            // A turn that swings back and forth again and again is a pendulum, not a chevron turning
            // once in place (judged on apps never tuned on: a decorative swing).
            if change == .appearance, isRepeating(call), options?.trimmedText.includes("autoreverse") == true,
                animations.statements.trimmedText.includes("rotat")
            {
                return .geometry
            }
            return change
        }
        // `func perform(_ animations: @escaping () -> Void) { UIView.animate(…, animations: animations) }`:
        // a helper that animates whatever its callers pass; what moves is decided where it is called.
        let argument = call.argument(labeled: "animations")?.expression
        if let reference = argument?.as(DeclReferenceExprSyntax.self), isParameter(reference, around: call) {
            return .unknown
        }
        return addedAnimations(of: call).map { FadeOnlyAnimation.change(of: $0) }.max() ?? .geometry
    }

    /// The animations closure of a call: its `animations:` argument, a local closure passed by
    /// that name (`let animations = { … }` above the call), or its trailing closure.
    static func animations(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        let argument = call.argument(labeled: "animations")?.expression
        let named = argument?.as(DeclReferenceExprSyntax.self).flatMap {
            ReduceMotionChecks.initializer(of: $0.baseName.text, around: Syntax(call))?.as(ClosureExprSyntax.self)
        }
        return argument?.closureInParentheses ?? named ?? call.trailingClosure
    }

    /// An animation block (not a transition, which snapshots what its block shows or hides) that
    /// only hides views or changes constraints it does not lay out: it animates nothing.
    static func animatesNothing(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text != "transition",
            call.argument(labeled: "from") == nil, let animations = animations(of: call)
        else { return false }
        return FadeOnlyAnimation.animatesNothing(
            animations, layoutSettled: FadeOnlyAnimation.isLayoutSettled(before: call))
    }

    /// `reference` names a parameter of the function `call` is in.
    private static func isParameter(_ reference: DeclReferenceExprSyntax, around call: FunctionCallExprSyntax)
        -> Bool
    {
        parameter(reference, around: call) != nil
    }

    /// The parameter of the function `call` is in that `reference` names.
    private static func parameter(_ reference: DeclReferenceExprSyntax, around call: FunctionCallExprSyntax)
        -> FunctionParameterSyntax?
    {
        call.ancestor(FunctionDeclSyntax.self)?.signature.parameterClause.parameters.first {
            ($0.secondName ?? $0.firstName).text == reference.baseName.text
        }
    }

    /// `UIView.transition(with:…)`: a snapshot transition, whose options are the whole effect.
    private static func isTransition(_ call: FunctionCallExprSyntax) -> Bool {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "transition"
    }

    /// A `delay:` that may not be zero (`0.7`, a parameter) and a completion: UIKit applies a
    /// zero-duration animation at once, delay and all, so gating the duration would show the end
    /// state early and run the completion (what comes next) before the delay. A delayed move with
    /// no completion (or an empty one, `{ _ in }`) only arrives sooner, and is gated; so is one
    /// whose delay is a tenth of a second at most, which a zero duration only brings that much
    /// sooner (judged on real apps: a detail view's slide after 0.012 s, left as a report).
    static func hasDelayedCompletion(_ call: FunctionCallExprSyntax) -> Bool {
        guard let delay = call.argument(labeled: "delay")?.expression, !GatedValue.isZero(delay),
            !isShortDelay(delay)
        else { return false }
        if let completion = call.argument(labeled: "completion")?.expression {
            return !completion.is(NilLiteralExprSyntax.self) && !isEmptyClosure(completion)
        }
        // `animations: { … }) { _ in … }`, or `{ … } completion: { _ in … }`.
        let trailing =
            call.additionalTrailingClosures.first?.closure
            ?? (call.argument(labeled: "animations") != nil ? call.trailingClosure : nil)
        return trailing.map { !$0.statements.isEmpty } ?? false
    }

    /// The longest delay a zero duration may drop unseen, in seconds.
    static let shortDelay = 0.1

    /// `delay: 0.05`: a literal delay of a tenth of a second or less.
    static func isShortDelay(_ delay: ExprSyntax) -> Bool {
        guard let seconds = delay.numberLiteralValue else { return false }
        return seconds <= shortDelay
    }

    /// `{ _ in }`, `{ (finished: Bool) -> Void in }`: a completion that does nothing.
    private static func isEmptyClosure(_ expression: ExprSyntax) -> Bool {
        expression.as(ClosureExprSyntax.self)?.statements.isEmpty ?? false
    }

    /// `let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)` and, in the same
    /// block, `animator.addAnimations { … }`: the closures it is given. Empty when the animator
    /// is not kept in a local, or leaves the block (returned, stored), where more may be added.
    static func addedAnimations(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let block = binding.ancestor(CodeBlockItemListSyntax.self)
        else { return [] }
        var closures: [ClosureExprSyntax] = []
        for item in block {
            for token in item.tokens(viewMode: .sourceAccurate) where token.text == name {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                // `animator.addAnimations { … }` and `animator.startAnimation()` keep it here; any
                // other use (`return animator`, `self.animator = animator`) may add more elsewhere.
                guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id,
                    let use = member.parent?.as(FunctionCallExprSyntax.self)
                else { return [] }
                if member.declName.baseName.text == "addAnimations" {
                    guard
                        let closure = use.trailingClosure ?? use.arguments.first?.expression.as(ClosureExprSyntax.self)
                    else { return [] }
                    closures.append(closure)
                }
            }
        }
        return closures
    }

    /// The duration argument of a UIKit animation call, if `call` is one.
    static func durationArgument(of call: FunctionCallExprSyntax) -> LabeledExprSyntax? {
        // `UIViewPropertyAnimator(duration:…)`, also as `UIKit.UIViewPropertyAnimator(…)`.
        if call.calleeName == "UIViewPropertyAnimator",
            call.calledExpression.is(DeclReferenceExprSyntax.self)
                || call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "UIKit"
        {
            return call.argument(labeled: "duration")
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let labels = methods[member.declName.baseName.text],
            let baseExpression = member.base
        else { return nil }
        // `UIView`, or `UIKit.UIView` written with its module.
        let base: String
        if let reference = baseExpression.as(DeclReferenceExprSyntax.self) {
            base = reference.baseName.text
        } else if let qualified = baseExpression.as(MemberAccessExprSyntax.self), qualified.base?.trimmedText == "UIKit"
        {
            base = qualified.declName.baseName.text
        } else {
            return nil
        }
        // `UIView.animate`, `UIButton.animate`, `Self.animate`; `runningPropertyAnimator` only on the animator.
        if member.declName.baseName.text == "runningPropertyAnimator" {
            guard base == "UIViewPropertyAnimator" else { return nil }
        } else {
            guard base.first?.isUppercase == true, base != "NSAnimationContext" else { return nil }
            // `UIView.transition(with:duration:)` and `(from:to:duration:)`, not SwiftUI's `.transition`.
            if member.declName.baseName.text == "transition",
                call.arguments.first?.label?.text != "with" && call.arguments.first?.label?.text != "from"
            {
                return nil
            }
        }
        return call.arguments.first { $0.label.map { labels.contains($0.text) } ?? false }
    }
}
