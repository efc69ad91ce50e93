import A11yFixSyntax
import SwiftSyntax

/// Gates SwiftUI animations on the Reduce Motion setting.
///
/// Before:
///
///     withAnimation(.spring()) { isExpanded.toggle() }
///     content.transition(.slide)
///
/// After (in a View, which gets `@Environment(\.accessibilityReduceMotion) private var reduceMotion`):
///
///     withAnimation(reduceMotion ? nil : .spring()) { isExpanded.toggle() }
///     content.transition(reduceMotion ? .opacity : .slide)
///
/// Outside a View the platform flag is used (`UIAccessibility.isReduceMotionEnabled`, or
/// `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`). Not changed: `nil`/`.none`
/// animations, `.opacity`/`.identity` transitions, code that already checks the setting,
/// `Binding.animation`, TCA effects, and helpers of the same name the file declares itself; and
/// what moves nothing: state that only changes appearance (`ScreenChanges`), a state swap
/// in place (`InPlaceSwap`), technical or instant animations (`ShortAnimation`), transitions only
/// project helpers that read the setting play (`GatedDrivers`), linear animations of values that
/// visibly move nothing (`ScreenChanges.visiblyMoves`), and a view model's changes its views
/// animate by value themselves.
/// Skipped whole by one check (a `guard` before them, or an `if` around them): a bounce scripted
/// as `withAnimation` steps that ends at rest, or a `.repeatForever` loop started on its own
/// (`ScriptedSequence`). An animation that plays a cross-fading transition and also moves keeps a
/// short fade. Reported, not changed: sequences sharing their steps with other animations, other
/// loops (but not a project's activity spinner, nor a loop started once on appear, which is gated),
/// PhaseAnimator, KeyframeAnimator, TimelineView (but a plain `.animation` schedule, which is paused)
/// and `matchedGeometryEffect` (once per namespace), and `.animation(_:)` on a receiver that may not
/// be a view. Gated only on evidence of motion: a change no read of which is seen to move anything
/// is left alone (`ScreenChange.unknown`).
public struct MotionGate: Transform {
    public static let descriptor = TransformDescriptor(
        id: "motion-gate",
        summary: "Gates withAnimation, .animation and moving .transition on Reduce Motion",
        frameworks: [.swiftUI],
        deviceTests: [.reduceMotion],
        tier: .incompleteSupport,
        problem: "animations that ignore Reduce Motion",
        blocks: [.motion]
    )

    /// What it gates, the setting itself, and the context its decisions read that another fix can
    /// edit (a control, a gesture, the modifiers that place, size or swap a view: `viewModifiers`,
    /// `StateRead.geometryModifiers`): the settle pass re-runs it when another transform's fix
    /// touches a line with one of these. Accessibility modifiers alone leave it out.
    public static let settleTriggers: [String]? = [
        "nimat", "transition", "TimelineView", "matchedGeometryEffect", "educeMotion", "Button", "Gesture", "font",
        "Font", "frame", "Frame", "padding", "offset", "position", "scale", "Scale", "rotation", "opacity", "lineLimit",
        "fixedSize", "aspectRatio", "alignmentGuide", "layoutPriority", "safeArea", "scroll", "Inset", "Margins",
        "dynamicTypeSize", "controlSize", "labelsHidden", "ForEach", "Stack", "Grid", ".id(", ".hidden(", "onAppear",
        "contentShape", "background", "overlay", "foreground", "tint", "mask", "clipShape", "cornerRadius", "shadow",
    ]

    public init() {}

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        // withAnimation, .animation, Phase/KeyframeAnimator, .transition, TimelineView, matchedGeometryEffect.
        guard file.containsAny("nimat", "transition", "TimelineView", "matchedGeometryEffect") else { return [] }
        var run = Run(
            file: file, index: context.index, platforms: context.targets.platforms ?? [],
            attributePlacement: context.attributePlacement, explicitTypes: context.explicitTypesSource != nil)
        for call in file.functionCalls { run.visit(call) }
        return run.finish()
    }

    public func verifications(in file: SourceFile, context: TransformContext) -> [Verification] {
        var run = Run(
            file: file, index: context.index, platforms: context.targets.platforms ?? [],
            attributePlacement: context.attributePlacement, explicitTypes: context.explicitTypesSource != nil)
        for call in file.functionCalls { run.visit(call) }
        return [Verification(kind: "animations already respect Reduce Motion", count: run.alreadyGated)]
    }

    /// Whether `node` is in a type or function named for a marquee or ticker: text that scrolls
    /// because it does not fit.
    static func isInMarquee(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            defer { current = parent }
            let name: String? =
                parent.as(FunctionDeclSyntax.self)?.name.text ?? parent.as(StructDeclSyntax.self)?.name.text
                ?? parent.as(ClassDeclSyntax.self)?.name.text
            if let name, ["marquee", "ticker"].contains(where: name.lowercased().contains) { return true }
        }
        return false
    }

    /// `update` in `func start(_ update: (Double) -> Void)` or `{ update in … }` around `node`: a
    /// closure the caller handed in, not a function of another file.
    static func isParameter(_ name: String, around node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent {
            defer { current = parent }
            let clause =
                parent.as(FunctionDeclSyntax.self)?.signature.parameterClause
                ?? parent.as(InitializerDeclSyntax.self)?.signature.parameterClause
            if let clause, clause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return true
            }
            if let signature = parent.as(ClosureExprSyntax.self)?.signature {
                switch signature.parameterClause {
                case let .simpleInput(names)?: if names.contains(where: { $0.name.text == name }) { return true }
                case let .parameterClause(clause)?:
                    if clause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) {
                        return true
                    }
                case nil: break
                }
            }
        }
        return false
    }

    /// Collection changes that reorder or replace rows (`items.move(fromOffsets:toOffset:)`).
    static let reorderingMethods: Set<String> = [
        "move", "sort", "swapAt", "reverse", "shuffle", "removeSubrange", "replaceSubrange",
    ]

    /// The names of every function and method the file declares.
    static func declaredFunctions(in file: SourceFile) -> Set<String> {
        file.memoized("MotionGate.declaredFunctions") {
            final class Collector: SyntaxVisitor {
                var names: Set<String> = []
                override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                    names.insert(node.name.text)
                    return .visitChildren
                }
            }
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(file.tree)
            return collector.names
        }
    }

    /// Transitions built from these move content on screen; `.opacity` and `.identity` do not.
    static let movingTransitions: Set<String> = ["slide", "move", "offset", "scale", "push"]

    /// A transition built from one of `movingTransitions` (`.move(edge: .top).combined(with: .opacity)`).
    static func movesContent(_ expression: ExprSyntax) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).contains { token in
            guard case let .identifier(name) = token.tokenKind else { return false }
            return movingTransitions.contains(name)
        }
    }
    /// Whether `syntax` holds a `.transition(…)` that moves content (`.transition(.slide)`).
    static func containsMovingTransition(_ syntax: Syntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "transition",
                    let argument = node.arguments.first?.expression, MotionGate.movesContent(argument)
                {
                    found = true
                }
                return found ? .skipChildren : .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(syntax)
        return finder.found
    }

    /// Receivers of `.animation(_:)` that are not views.
    static let nonViewTypes: Set<String> = [
        "Binding", "Effect", "EffectTask", "EffectOf", "Transaction", "Animation", "Just",
    ]
    /// Modifiers that only a view has: a chain that uses one is a view.
    static let viewModifiers: Set<String> = [
        "padding", "frame", "foregroundColor", "foregroundStyle", "background", "opacity", "offset", "scaleEffect",
        "rotationEffect", "font", "cornerRadius", "clipShape", "overlay", "shadow", "onTapGesture", "onAppear",
        "transition", "fill", "stroke", "tint", "blur", "position", "zIndex", "id", "animation", "mask", "border",
    ]

    /// Why an animation or transition stays as it is.
    enum Reason: String, NamedReason {
        case alreadyGated = "already-gated"
        case gatedDrivers = "gated-drivers"
        case playedUnseen = "played-unseen"
        case projectHelper = "project-helper"
        case notAView = "not-a-view"
        case noMotion = "no-motion"
        case noMovingTransition = "no-moving-transition"
        case technical
        case followsGesture = "follows-gesture"
        case followsKeyboard = "follows-keyboard"
        case constantValue = "constant-value"
        case smallFrame = "small-frame"
        case noPartner = "no-partner"
        case selectionPill = "selection-pill"
        case appearanceOnly = "appearance-only"
        case progressOnly = "progress-only"
        case inPlaceSwap = "in-place-swap"
        case linearFade = "linear-fade"
        case nativeContent = "native-content"
        case gatedAtTransition = "gated-at-transition"
        case animatedByViews = "animated-by-views"
        case decidedElsewhere = "decided-elsewhere"
        case scriptedStep = "scripted-step"
        case sameHeroPair = "same-hero-pair"
        case spinner
        case scheduledRedraw = "scheduled-redraw"
        case debugPanel = "debug-panel"
        case gatedByRun = "gated-by-run"
        case otherLibrary = "other-library"
        case noMotionSeen = "no-motion-seen"
        case neverInserted = "never-inserted"
        case deferredChange = "deferred-change"
        case loadingState = "loading-state"
        case bindingRead = "binding-read"
        case formRows = "form-rows"
        case modelData = "model-data"

        var explanation: String {
            switch self {
            case .alreadyGated: "it already checks Reduce Motion"
            case .gatedDrivers: "only animations that already check Reduce Motion play it"
            case .playedUnseen: "no animation the tool saw plays it (its change is made in another file)"
            case .projectHelper: "the file declares its own function or type of this name"
            case .notAView: "`.animation` on a Binding, an effect or a transition, not on a view"
            case .noMotion: "no animation, or one too short to see (`nil`, `.none`, 0.05 s or less, an instant spring)"
            case .loadingState:
                "a model's change that only marks work going on or done (a flag such as `isLoading`, a progress "
                    + "value, and with it the lists the work delivered): a spinner or bar appears and rows fade in, "
                    + "a standard content update"
            case .bindingRead:
                "`.animation` on a Binding that is only read (`.wrappedValue`): a Binding's animation applies to "
                    + "changes written through it, so it never plays"
            case .modelData:
                "a model's data written in a file that declares no view (a count, a cache entry, a stored setting, "
                    + "list items): nothing there moves, and the views that show the data decide how it changes"
            case .formRows:
                "a Binding's animation on a control in a `Form` or `List` (`Toggle(isOn: $x.animation())`): the "
                    + "change shows or hides the form's rows, which it inserts with its standard row animation"
            case .deferredChange:
                "its closure only schedules the change for later (asyncAfter, a Task, a timer), outside the animation, so nothing animates"
            case .noMovingTransition:
                "built from no `.slide`, `.move`, `.offset`, `.scale` or `.push`: it moves nothing"
            case .technical: "a short linear smoothing that carries nothing in or out"
            case .followsGesture: "an interactive spring on content that follows a finger"
            case .followsKeyboard: "in a keyboard notification's handler: the content follows the keyboard"
            case .smallFrame: "it moves inside a fixed frame of 60 pt or less: no move across the screen"
            case .noPartner:
                "no other view of the type's own namespace has its id: nothing is matched, so it changes in place"
            case .selectionPill:
                "a selection pill behind the chosen segment, sliding within its control like a segmented control's"
            case .constantValue:
                "its `value:` never changes while the view is there (a literal, a value made the same way each "
                    + "time such as `CGSize.zero` or `EdgeInsets()`, or the condition of the `if` that shows it), so "
                    + "the animation never plays"
            case .appearanceOnly: "the change only recolours, retitles or fades views"
            case .progressOnly: "the change only fills a progress value (a ring's trim, a ProgressView, a Gauge)"
            case .inPlaceSwap: "the state swaps content in place, which SwiftUI cross-fades"
            case .linearFade: "a linear curve on state that visibly moves nothing: a fade's timing"
            case .nativeContent: "on a UIKit or AppKit view, whose state moves nothing SwiftUI places"
            case .gatedAtTransition:
                "the moving transition inside is gated itself, to a cross-fade this animation plays"
            case .animatedByViews: "a change that its views animate by value themselves (`.animation(_, value:)`)"
            case .decidedElsewhere:
                "what moves is decided elsewhere: in project views it hands state to, the caller's closure, or "
                    + "other objects' methods"
            case .scriptedStep: "a later step of a scripted bounce or shake, which is judged at its first step"
            case .sameHeroPair:
                "a matchedGeometryEffect pair is judged once, at its first end (and a namespace once, at its first id)"
            case .spinner:
                "a project's activity spinner, or a glyph turning while work runs: a busy indicator, which keeps "
                    + "turning like ProgressView"
            case .scheduledRedraw:
                "a timeline that only steps what it shows (a periodic or slow schedule, or a date written as "
                    + "text) redraws it in place: it drives no motion"
            case .debugPanel: "a debug panel (a type named `…Debug…`), which people using the app never see"
            case .gatedByRun: "every animation that plays it is gated by this run, so it no longer moves"
            case .otherLibrary:
                "another library's `transition` (a list of modifiers, or UIKit or AppKit code without SwiftUI)"
            case .neverInserted:
                "on a view that stays in its stack while the stack is there: nothing inserts it alone, so its "
                    + "transition never plays"
            case .noMotionSeen:
                "no read of what it changes is seen to move anything (no frame, offset, scale, rows or views "
                    + "inserted without a fade); the rest goes where the tool cannot follow"
            }
        }

        /// The reason for a change that stays in place.
        static func staysInPlace(_ change: ScreenChange) -> Reason {
            switch change {
            case .progress: .progressOnly
            case .silent: .noMotionSeen
            default: .appearanceOnly
            }
        }
    }

    private struct Run {
        let file: SourceFile
        var gate: ReduceMotionGate
        /// The decisions in the order the calls come, turned into findings by `finish()`.
        var decided: [(call: FunctionCallExprSyntax, decision: Decision)] = []
        /// Animations this run gates to a short fade, not nil: what they play still moves, briefly.
        var shortFades: Set<SyntaxIdentifier> = []
        /// Animations already under a Reduce Motion check.
        var alreadyGated = 0
        /// (type, namespace, id) of the matchedGeometryEffect pairs reported.
        var reportedHeroPairs: Set<[String]> = []
        /// (type, namespace) of the matchedGeometryEffects reported: one report per namespace.
        var reportedHeroNamespaces: Set<[String]> = []
        /// Types given the Environment property by this run, to say so once in the summary.
        var announcedDeclarations: Set<TextEdit> = []
        let projectHelpers: Set<String>
        let index: ProjectIndex
        lazy var viewTypes = ViewTypes(file: file, index: index)
        lazy var screenChanges = ScreenChanges.of(file, index: index)
        lazy var gatedDrivers = GatedDrivers(file: file, index: index)

        init(
            file: SourceFile, index: ProjectIndex, platforms: Set<ApplePlatform> = [],
            attributePlacement: AttributePlacement? = nil, explicitTypes: Bool = false
        ) {
            self.file = file
            self.index = index
            gate = ReduceMotionGate(
                file: file, index: index, platforms: platforms, attributePlacement: attributePlacement,
                explicitTypes: explicitTypes)
            projectHelpers = Self.declaredFunctionNames(in: file).intersection([
                "withAnimation", "animation", "transition",
            ])
        }

        static func declaredFunctionNames(in file: SourceFile) -> Set<String> {
            // A quick byte-level look first: most files declare none of these.
            guard
                file.containsText("func withAnimation") || file.containsText("func animation")
                    || file.containsText("func transition")
            else { return [] }
            return MotionGate.declaredFunctions(in: file)
        }

        mutating func visit(_ call: FunctionCallExprSyntax) {
            guard let decision = decide(call) else { return }
            decided.append((call, decision))
        }

        /// The findings of every decision, once all are made: a hero move reported while every
        /// animation that plays it is gated by this same run (or already was) no longer moves
        /// under Reduce Motion, so it is left alone (judged noise on apps never tuned on).
        mutating func finish() -> [Finding] {
            gateWithMovingSiblings()
            var decisions: [SyntaxIdentifier: Decision] = [:]
            for (call, decision) in decided { decisions[call.id] = decision }
            return decided.map { call, decision in
                var decision = decision
                if case .report = decision,
                    call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                        == "matchedGeometryEffect"
                {
                    let drivers = gatedDrivers.drivers(of: call)
                    let gatedByRun = drivers.allSatisfy { driver in
                        switch decisions[driver.id] {
                        case .fix?: !shortFades.contains(driver.id)
                        case let .leftAlone(reason)?: reason == Reason.alreadyGated.reason
                        default: false
                        }
                    }
                    if !drivers.isEmpty, gatedByRun { decision = .leftAlone(Reason.gatedByRun.reason) }
                }
                return file.record(MotionGate.self, decision, atModifier: call)
            }
        }

        /// `model.flag` as an `.animation` value that this file names only as such values, on a view
        /// that hands nothing to the project's own views (which could read it out of sight).
        static func isReadNowhere(_ value: ExprSyntax, under view: ExprSyntax, in file: SourceFile, index: ProjectIndex)
            -> Bool
        {
            guard value.is(MemberAccessExprSyntax.self), let name = ScreenChanges.stateName(value) else { return false }
            let handsOn = view.tokens(viewMode: .sourceAccurate).contains { token in
                guard case let .identifier(called) = token.tokenKind, called.first?.isUppercase == true else {
                    return false
                }
                return index.declares(called)
            }
            guard !handsOn else { return false }
            return file.identifierTokens(named: name).allSatisfy { token in
                guard let argument = token.ancestor(LabeledExprSyntax.self), argument.label?.text == "value",
                    let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
                else { return false }
                return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "animation"
            }
        }

        /// A view moved by the frame or offset of its own modifier chain, on a value whose
        /// `.animation(_:value:)` there is gated: its other `.animation`s whose change is not seen
        /// (`no-motion-seen`) animate that same moving view and are gated with it, so a panel is
        /// never left half-gated, still sliding on one value and not on another. A value that only
        /// moves content inside (rows of a list in a stack of layers) does not count.
        mutating func gateWithMovingSiblings() {
            func animatedView(_ call: FunctionCallExprSyntax) -> SyntaxIdentifier? {
                guard call.argument(labeled: "value") != nil,
                    let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
                else { return nil }
                return ModifierChain(endingAt: base).root.id
            }
            /// Whether the value of `call` places or sizes the view in its own modifier chain.
            func movesItsView(_ call: FunctionCallExprSyntax) -> Bool {
                guard let value = call.argument(labeled: "value").flatMap({ ScreenChanges.stateName($0.expression) }),
                    let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
                else { return false }
                return ModifierChain(endingAt: base).modifiers.contains { modifier in
                    StateRead.geometryModifiers.contains(modifier.name)
                        && (modifier.call?.arguments.contains { argument in
                            argument.expression.tokens(viewMode: .sourceAccurate).contains { $0.text == value }
                        } ?? false)
                }
            }
            var gatedViews: Set<SyntaxIdentifier> = []
            for (call, decision) in decided {
                if case .fix = decision, movesItsView(call), let view = animatedView(call) { gatedViews.insert(view) }
            }
            guard !gatedViews.isEmpty else { return }
            for position in decided.indices {
                let call = decided[position].call
                guard case let .leftAlone(reason) = decided[position].decision,
                    reason == Reason.noMotionSeen.reason,
                    let view = animatedView(call), gatedViews.contains(view),
                    let animation = call.arguments.first, animation.label == nil
                else { continue }
                decided[position].decision = gateAnimation(
                    animation.expression, in: call, names: gate.gateNames(at: call), what: ".animation")
            }
        }

        /// What to do with `call`, when it is an animation or transition this transform looks at.
        mutating func decide(_ call: FunctionCallExprSyntax) -> Decision? {
            // `withAnimation(…)` and `SwiftUI.withAnimation(…)`; `transition(…)` on implicit self.
            let freeName =
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { member in
                    // Compare the token, not the rendered base: rendering a long chain per call is quadratic.
                    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
                        ? member.declName.baseName.text : nil
                }
            if let name = freeName {
                switch name {
                case "withAnimation", "transition", "animation":
                    if name != "withAnimation", !isInViewType(call) { return nil }
                    if projectHelpers.contains(name) { return .leftAlone(Reason.projectHelper.reason) }
                    if name == "withAnimation" { return withAnimation(call) }
                    if name == "transition" { return transition(call) }
                    return animationModifier(call, base: nil, implicitSelf: true)
                case "PhaseAnimator", "KeyframeAnimator", "TimelineView":
                    // SwiftUI's take a phase list, initial value or schedule first; a type of the
                    // same name declared in the file is the project's own.
                    guard let first = call.arguments.first, first.label == nil, call.trailingClosure != nil else {
                        return nil
                    }
                    if viewTypes.declaresType(named: name) { return .leftAlone(Reason.projectHelper.reason) }
                    // A `.periodic` or `.everyMinute` timeline redraws a clock's text: only the
                    // `.animation` schedule drives motion (judged noise on a kiosk clock).
                    if name == "TimelineView" {
                        if !first.expression.trimmedText.hasPrefix(".animation")
                            || ScheduledRedraw.stepsOnASchedule(first.expression)
                            || ScheduledRedraw.onlyWritesText(call)
                        {
                            return .leftAlone(Reason.scheduledRedraw.reason)
                        }
                        if ActivitySpinner.contains(call) { return .leftAlone(Reason.spinner.reason) }
                        if let decision = pauseTimeline(call, schedule: first.expression) { return decision }
                    }
                    if name != "TimelineView", Self.onlyRestyles(call) {
                        return .leftAlone(Reason.appearanceOnly.reason)
                    }
                    if name == "PhaseAnimator", PhaseReads.onlyRestyle(call, index: index) {
                        return .leftAlone(Reason.appearanceOnly.reason)
                    }
                    if name == "PhaseAnimator", let decision = restPhases(call, what: name) { return decision }
                    return report(
                        call,
                        "\(name) animates on its own; check it with Reduce Motion on and skip or simplify its motion when reduceMotion is true"
                    )
                default:
                    return nil
                }
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
            switch member.declName.baseName.text {
            case let name where ["animation", "transition"].contains(name) && projectHelpers.contains(name):
                return .leftAlone(Reason.projectHelper.reason)
            case "animation":
                return animationModifier(call, base: member.base, implicitSelf: false)
            case "transition":
                return transition(call)
            case "phaseAnimator", "keyframeAnimator":
                if Self.onlyRestyles(call) { return .leftAlone(Reason.appearanceOnly.reason) }
                if member.declName.baseName.text == "phaseAnimator", PhaseReads.onlyRestyle(call, index: index) {
                    return .leftAlone(Reason.appearanceOnly.reason)
                }
                if member.declName.baseName.text == "phaseAnimator",
                    let decision = restPhases(call, what: ".phaseAnimator")
                {
                    return decision
                }
                return report(
                    call,
                    ".\(member.declName.baseName.text) animates on its own; check it with Reduce Motion on and skip or simplify its motion when reduceMotion is true"
                )
            case "matchedGeometryEffect":
                // One hero move is written once per end (or per ViewThatFits alternative): report it once.
                let pair = [
                    EnclosingType.of(call)?.name ?? "", call.argument(labeled: "in")?.expression.trimmedText ?? "",
                    call.argument(labeled: "id")?.expression.trimmedText ?? "",
                ]
                guard reportedHeroPairs.insert(pair).inserted, !HeroMove.isHandedEndOfOwnersHero(call, in: file) else {
                    return .leftAlone(Reason.sameHeroPair.reason)
                }
                // The ids of one namespace move together, on one change (covers flying to a grid):
                // one report says it (judged on real apps: four more reports of one hero were noise).
                guard !reportedHeroNamespaces.contains([pair[0], pair[1]]) else {
                    return .leftAlone(Reason.sameHeroPair.reason)
                }
                // Every end inside a small fixed frame (a selection dot sliding in a 44 pt cell): no
                // move across the screen.
                let ends = file.functionCalls.filter { other in
                    other.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                        == "matchedGeometryEffect"
                        && EnclosingType.of(other)?.name == EnclosingType.of(call)?.name
                        && other.argument(labeled: "in")?.expression.trimmedText == pair[1]
                        && other.argument(labeled: "id")?.expression.trimmedText == pair[2]
                }
                if ends.allSatisfy(SmallFixedFrame.holds) { return .leftAlone(Reason.smallFrame.reason) }
                // An id nothing else in the view's own namespace matches, or a pill sliding between
                // the segments of one control: no move across the screen.
                if HeroMove.isLoneEnd(call, in: file) { return .leftAlone(Reason.noPartner.reason) }
                if HeroMove.isSelectionPill(call) { return .leftAlone(Reason.selectionPill.reason) }
                guard !gatedDrivers.onlyGatedDrivers(of: call, names: gate.gateNames(at: call)) else {
                    alreadyGated += 1
                    return .leftAlone(Reason.gatedDrivers.reason)
                }
                let decision = report(
                    call,
                    "matchedGeometryEffect moves views across the screen (a hero transition); check it with Reduce Motion on and cross-fade instead when reduceMotion is true"
                )
                if case .report = decision { reportedHeroNamespaces.insert([pair[0], pair[1]]) }
                return decision
            default:
                return nil
            }
        }

        /// `TimelineView(.animation) { … }` redraws its content every frame (a wave scrolling
        /// forever): its schedule pauses under Reduce Motion, `.animation(minimumInterval: nil,
        /// paused: reduceMotion)`, and the content rests at the moment it paused (judged on real
        /// apps: both reviewers named this fix); one that pauses on a flag already pauses on either.
        mutating func pauseTimeline(_ call: FunctionCallExprSyntax, schedule: ExprSyntax) -> Decision? {
            guard !ReduceMotionChecks.isUnderCheck(call, names: gate.gateNames(at: call), index: index) else {
                alreadyGated += 1
                return .leftAlone(Reason.alreadyGated.reason)
            }
            let edit: (String) -> TextEdit
            var pausedWhen: (String) -> String = { $0 }
            let start = schedule.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = schedule.endPositionBeforeTrailingTrivia.utf8Offset
            if schedule.trimmedText == ".animation" {
                edit = { .replace(start..<end, with: ".animation(minimumInterval: nil, paused: \($0))") }
            } else if let scheduleCall = schedule.as(FunctionCallExprSyntax.self),
                scheduleCall.calledExpression.trimmedText == ".animation", scheduleCall.trailingClosure == nil,
                let last = scheduleCall.arguments.last, last.label?.text == "minimumInterval",
                let rightParen = scheduleCall.rightParen
            {
                edit = { .insert(", paused: \($0)", at: rightParen.positionAfterSkippingLeadingTrivia.utf8Offset) }
            } else if let scheduleCall = schedule.as(FunctionCallExprSyntax.self),
                scheduleCall.calledExpression.trimmedText == ".animation", scheduleCall.trailingClosure == nil,
                let paused = scheduleCall.argument(labeled: "paused")?.expression,
                paused.trimmedText != "true"
            {
                if ReduceMotionChecks.mentions(paused, names: gate.gateNames(at: call)) {
                    alreadyGated += 1
                    return .leftAlone(Reason.alreadyGated.reason)
                }
                // A view that already pauses on a flag of its own (`paused: !animated`) pauses under
                // Reduce Motion too (judged on apps never tuned on: both reviewers named this fix).
                let flagStart = paused.positionAfterSkippingLeadingTrivia.utf8Offset
                let range = flagStart..<paused.endPositionBeforeTrailingTrivia.utf8Offset
                if paused.trimmedText == "false" {
                    edit = { .replace(range, with: $0) }
                } else {
                    let own = Self.bindsTighterThanOr(paused) ? paused.trimmedText : "(\(paused.trimmedText))"
                    pausedWhen = { "\(own) || \($0)" }
                    edit = { .replace(range, with: pausedWhen($0)) }
                }
            } else {
                return nil
            }
            let (flag, declaration): (String, TextEdit?)
            switch condition(for: call, what: "TimelineView(.animation)") {
            case let .gate(expression, edit): (flag, declaration) = (expression, edit)
            case let .unavailable(decision): return decision
            }
            let change = "`TimelineView(.animation(…, paused: \(pausedWhen(flag))))`"
            return append(
                call, edits: [edit(flag)], declaration: declaration, change: change,
                message:
                    "TimelineView(\(schedule.singleLineText)) redraws its content every frame even with Reduce Motion on; pause it: \(change)"
            )
        }

        /// `PhaseAnimator(Phase.allCases) { … }` with no trigger cycles through its phases forever:
        /// under Reduce Motion it gets its first phase alone and rests there,
        /// `PhaseAnimator(reduceMotion ? [Phase.idle] : Phase.allCases)` (judged on apps never tuned
        /// on: both reviewers named this fix). Nil where the first phase is not plain to see.
        mutating func restPhases(_ call: FunctionCallExprSyntax, what: String) -> Decision? {
            guard let phases = call.arguments.first, phases.label == nil else { return nil }
            let names = gate.gateNames(at: call)
            // Phases chosen by the setting already (this fix, run again).
            if ReduceMotionChecks.mentions(phases.expression, names: names) {
                alreadyGated += 1
                return .leftAlone(Reason.alreadyGated.reason)
            }
            guard call.argument(labeled: "trigger") == nil, let first = firstPhase(phases.expression) else {
                return nil
            }
            guard !ReduceMotionChecks.isUnderCheck(call, names: names, index: index) else {
                alreadyGated += 1
                return .leftAlone(Reason.alreadyGated.reason)
            }
            let (flag, declaration): (String, TextEdit?)
            switch condition(for: call, what: what) {
            case let .gate(expression, edit): (flag, declaration) = (expression, edit)
            case let .unavailable(decision): return decision
            }
            let prefix = "\(flag) ? [\(first)] : "
            let change = "`\(what)(\(prefix)\(phases.expression.singleLineText))`"
            return append(
                call, edits: Self.prefixing(phases.expression, with: prefix), declaration: declaration, change: change,
                message: "\(what) cycles through its phases forever even with Reduce Motion on; rest it: \(change)")
        }

        /// The phase a phase list starts at, spelled with its type: `[1.0, 1.3]` → `1.0`; `Phase.allCases`
        /// → `Phase.idle`, the first case of an enum this file declares, with no associated values.
        private func firstPhase(_ phases: ExprSyntax) -> String? {
            if let array = phases.as(ArrayExprSyntax.self), array.elements.count >= 2,
                let first = array.elements.first?.expression,
                first.is(IntegerLiteralExprSyntax.self) || first.is(FloatLiteralExprSyntax.self)
                    || first.is(StringLiteralExprSyntax.self) || first.is(BooleanLiteralExprSyntax.self)
                    || (first.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false)
            {
                return first.trimmedText
            }
            guard let access = phases.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "allCases",
                let base = access.base, !base.trimmedText.contains(where: { $0.isWhitespace }),
                let typeName = base.trimmedText.split(separator: ".").last.map(String.init)
            else { return nil }
            final class Enums: SyntaxVisitor {
                let name: String
                var cases: [[EnumCaseElementSyntax]] = []
                init(_ name: String) {
                    self.name = name
                    super.init(viewMode: .sourceAccurate)
                }
                override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
                    guard node.name.text == name else { return .visitChildren }
                    let members = node.memberBlock.members
                    // Cases under `#if` may not all build, and an `allCases` of its own may reorder them.
                    guard
                        !members.contains(where: {
                            $0.decl.is(IfConfigDeclSyntax.self) || $0.decl.trimmedText.contains("allCases")
                        })
                    else { return .skipChildren }
                    cases.append(members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements))
                    return .skipChildren
                }
            }
            let enums = Enums(typeName)
            enums.walk(file.tree)
            guard enums.cases.count == 1, let first = enums.cases[0].first, first.parameterClause == nil,
                enums.cases[0].count >= 2
            else { return nil }
            return "\(base.trimmedText).\(first.name.text)"
        }

        /// Whether `expression` can stand on the left of `||` as written: a name, a call, a negation,
        /// or operators that bind at least as tightly (`a && b`, `a || b`, `x == y`).
        static func bindsTighterThanOr(_ expression: ExprSyntax) -> Bool {
            guard let sequence = expression.as(SequenceExprSyntax.self) else {
                return !expression.is(TernaryExprSyntax.self) && !expression.is(InfixOperatorExprSyntax.self)
                    && !expression.is(TryExprSyntax.self) && !expression.is(AwaitExprSyntax.self)
            }
            return sequence.elements.allSatisfy { element in
                guard let op = element.as(BinaryOperatorExprSyntax.self) else {
                    return !element.is(UnresolvedTernaryExprSyntax.self) && !element.is(AssignmentExprSyntax.self)
                        && !element.is(UnresolvedAsExprSyntax.self) && !element.is(UnresolvedIsExprSyntax.self)
                }
                return ["||", "&&", "==", "!=", "<", ">", "<=", ">="].contains(op.operator.text)
            }
        }

        /// `Circle().frame(width: 8, height: 8).opacity(dim ? 0.3 : 1).animation(.easeInOut.repeatForever())`:
        /// a loop on a view whose every modifier that takes a changing value only restyles it (a
        /// blink, a glow); the others take constants. What it repeats stays in place.
        /// The same test serves the deprecated `.animation(X)` without a value: on a poster whose
        /// opacity eases in, or a title that fades while dragging (its offset a constant), it only
        /// restyles the view (judged noise on real apps). The root may be a text or an image of
        /// changing content, swapped in place.
        static func loopOnlyRestyles(_ call: FunctionCallExprSyntax, withValue: Bool = false) -> Bool {
            guard withValue || call.argument(labeled: "value") == nil,
                let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                let root = ModifierChain(endingAt: base).root.as(FunctionCallExprSyntax.self),
                root.trailingClosure == nil,
                ["Text", "Image"].contains(root.calleeName ?? "")
                    || root.arguments.allSatisfy({ isConstant($0.expression) })
            else { return false }
            return ModifierChain(endingAt: base).modifiers.allSatisfy { modifier in
                guard let arguments = modifier.call?.arguments, modifier.call?.trailingClosure == nil else {
                    return false
                }
                return ViewCallNames.appearanceCalls.contains(modifier.name)
                    || arguments.allSatisfy { isConstant($0.expression) }
            }
        }

        /// A literal or a static member (`12`, `"Live"`, `.red`, `Color.accentColor`): no state.
        private static func isConstant(_ expression: ExprSyntax) -> Bool {
            expression.tokens(viewMode: .sourceAccurate).allSatisfy { token in
                switch token.tokenKind {
                case .integerLiteral, .floatLiteral, .stringSegment, .stringQuote, .period, .comma, .leftParen,
                    .rightParen, .colon, .prefixOperator("-"):
                    true
                case let .identifier(name):
                    // `.red`, `Color.accentColor`, an argument label: not a value of the view's.
                    token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
                        || name.first?.isUppercase == true
                        || token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .colon
                default: false
                }
            }
        }

        /// A phase or keyframe animator whose content closure only restyles its content
        /// (`content.opacity(phase.isOn ? 1 : 0.3)`, a colour, a blur): a glow or a blink that
        /// stays in place, which Reduce Motion keeps.
        static func onlyRestyles(_ call: FunctionCallExprSyntax) -> Bool {
            guard let content = call.trailingClosure else { return false }
            final class Modifiers: SyntaxVisitor {
                var names: [String] = []
                override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                    names.append(
                        node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? node.calleeName
                            ?? "")
                    return .visitChildren
                }
            }
            let modifiers = Modifiers(viewMode: .sourceAccurate)
            modifiers.walk(content)
            return !modifiers.names.isEmpty && modifiers.names.allSatisfy(ViewCallNames.appearanceCalls.contains)
        }

        // MARK: withAnimation

        mutating func withAnimation(_ call: FunctionCallExprSyntax) -> Decision {
            let names = gate.gateNames(at: call)
            guard !ReduceMotionChecks.isUnderCheck(call, names: names, index: index) else {
                alreadyGated += 1
                return .leftAlone(Reason.alreadyGated.reason)
            }
            // In a keyboard notification's handler the content follows the keyboard, which moves anyway.
            if file.containsText("eyboard"), FadeOnlyAnimation.followsKeyboard(call, duration: nil) {
                return .leftAlone(Reason.followsKeyboard.reason)
            }
            if let closure = call.trailingClosure, DeferredChange.onlySchedules(closure) {
                return .leftAlone(Reason.deferredChange.reason)
            }
            // A change that only recolours, retitles or fades views is what Reduce Motion keeps.
            let change = call.trailingClosure.flatMap(screenChanges.change(of:))
            if let change, change.staysInPlace {
                // What it changes moves only under the views' own `.animation(_, value:)`, which
                // times it: this animation changes nothing there.
                if call.trailingClosure.map(screenChanges.timedByViews) == true {
                    return .leftAlone(reasonBeforeGating(call, names: names) ?? Reason.animatedByViews.reason)
                }
                return .leftAlone(Reason.staysInPlace(change).reason)
            }
            // A model's step of work (a loading flag, a progress value, the rows it delivered):
            // a spinner or bar appears and rows fade in, a standard update.
            if !isInViewType(call), let closure = call.trailingClosure, LoadingStep.onlyMarksWork(closure, in: file) {
                return .leftAlone(Reason.loadingState.reason)
            }
            // A model's data written in a file that shows nothing: how it changes is the views' choice.
            if !isInViewType(call), !viewTypes.declaresViews, !file.containsText("some View"),
                let closure = call.trailingClosure, ModelDataWrite.onlyWritesData(closure)
            {
                return .leftAlone(Reason.modelData.reason)
            }
            // A model's change that its views animate by value (`.animation(_, value: model.isShown)`)
            // is timed by those views: a gate here changes nothing (judged on real apps).
            if !isInViewType(call), let names = call.trailingClosure.flatMap(ScreenChanges.changedNames),
                names.allSatisfy({ index.isAnimatedByViews(member: $0) })
            {
                return .leftAlone(Reason.animatedByViews.reason)
            }
            // What moves, if anything, is decided elsewhere: in project views the state is handed
            // to (`LidView(isOpen: !closed)`, gated there; gating here too made a lid pop in), in
            // the caller's closure (`withAnimation(.easeOut, operation)`), or where another object's
            // change is drawn (`withAnimation { model.closeTab() }`, which a tab bar re-animated in
            // its own `onChange`). Left alone: reporting these was judged noise more often than not
            // (19 real of 42 such findings on real apps).
            let handedOn = call.trailingClosure.map { screenChanges.onlyHandedToProjectViews($0) } ?? false
            let passedOperation =
                call.trailingClosure == nil
                && call.arguments.dropFirst().first?.expression.is(DeclReferenceExprSyntax.self) == true
                || call.trailingClosure.map(Self.onlyRunsHandedClosure) == true
            if handedOn || passedOperation
                || call.trailingClosure.map({ Self.onlyCallsOtherObjects($0, in: file) }) == true
            {
                return .leftAlone(Reason.decidedElsewhere.reason)
            }
            // Gate only on evidence of motion: a change whose reads are at most unknown (a view of
            // another file, a project modifier) is left alone (judged on real apps: a third of such
            // gates only recoloured, restyled or faded).
            if change == .unknown { return unseenMotion(call, names: names) }
            // A repeating timer steps the view on: gated, it still moves, in jerks. A spinner type
            // keeps turning, as `ProgressView()` does; anything else needs a still form.
            if TimerSteps.isTimerStep(call) {
                if ActivitySpinner.contains(call) { return .leftAlone(Reason.spinner.reason) }
                return report(
                    call,
                    "withAnimation smooths steps a repeating timer makes: with the animation gated the view would still move, in jerks; under Reduce Motion stop the timer or show a still or fading form instead"
                )
            }
            // A bounce or shake scripted as steps (`bounce = true`, sleep, `bounce = false`, or a chain
            // of completions): gating each step still jumps the view there and back (judged on real
            // apps). Skipped whole by one check, or reported once.
            // Steps that walk on (a tour's pages) are gated one by one: each jumps to where it ends.
            if let sequence = ScriptedSequence(around: call), sequence.returnsToRest {
                guard sequence.first.id == call.id else { return .leftAlone(Reason.scriptedStep.reason) }
                return skip(
                    sequence.skip, at: call,
                    what: sequence.isEntrance
                        ? "withAnimation steps walk \(sequence.state) through a scripted entrance"
                        : "withAnimation steps animate \(sequence.state) back and forth (a bounce or shake)",
                    otherwise:
                        "gating each step would still jump the view: skip the whole sequence when Reduce Motion is on")
            }
            // An action that runs when the animation ends (`.onAnimationCompleted(for: angle)`) may
            // never run once the animation is nil: reported, not gated.
            if let changed = call.trailingClosure.flatMap(ScreenChanges.changedNames),
                let observer = CompletionObserver.observer(of: changed, in: file)
            {
                return report(
                    call,
                    "withAnimation animates \(changed.joined(separator: ", ")), and .\(observer)(for:) runs an action when that animation ends; with the animation gated to nil the value jumps and the action may never run: under Reduce Motion run the action directly (or keep a short fade) instead of gating it"
                )
            }
            // It also plays a moving transition, which cross-fades under Reduce Motion: nil would pop it in.
            // A fade in its place would still slide, turn or scale what else the change moves: nil then.
            let playsTransition =
                call.trailingClosure.map {
                    screenChanges.playsMovingTransition($0) && !screenChanges.transforms($0)
                } ?? false
            if let animation = call.arguments.first, animation.label == nil {
                return gateAnimation(
                    animation.expression, in: call, names: names, what: "withAnimation", keepsFade: playsTransition)
            }
            // `withAnimation { … }` animates with `.default`.
            if !playsTransition, let decision = throughProjectHelper(call, what: "withAnimation") { return decision }
            let (flag, declaration): (String, TextEdit?)
            switch condition(for: call, what: "withAnimation") {
            case let .gate(expression, edit): (flag, declaration) = (expression, edit)
            case let .unavailable(decision): return decision
            }
            if playsTransition { shortFades.insert(call.id) }
            let argument = "\(flag) ? \(playsTransition ? Self.shortFade : "nil") : .default"
            let edit: TextEdit
            if let leftParen = call.leftParen {
                edit = .insert(argument, at: leftParen.endPositionBeforeTrailingTrivia.utf8Offset)
            } else {
                edit = .insert("(\(argument))", at: call.calledExpression.endPositionBeforeTrailingTrivia.utf8Offset)
            }
            return append(
                call, edits: [edit], declaration: declaration, change: "`withAnimation(\(argument))`",
                message: "withAnimation ignores Reduce Motion; use withAnimation(\(argument))")
        }

        // MARK: .animation

        mutating func isInViewType(_ node: some SyntaxProtocol) -> Bool {
            guard let (name, _) = EnclosingType.of(node) else { return false }
            return viewTypes.isViewLike(name)
        }

        mutating func animationModifier(_ call: FunctionCallExprSyntax, base: ExprSyntax?, implicitSelf: Bool)
            -> Decision
        {
            // `.animation()`: Binding or effect
            guard let animation = call.arguments.first, animation.label == nil else {
                return .leftAlone(Reason.notAView.reason)
            }
            let names = gate.gateNames(at: call)
            guard !ReduceMotionChecks.isUnderCheck(call, names: names, index: index) else {
                alreadyGated += 1
                return .leftAlone(Reason.alreadyGated.reason)
            }
            let isModernForm = call.arguments.contains { $0.label?.text == "value" } || call.trailingClosure != nil
            if !isModernForm, base != nil {
                // `$progress.animation(a).wrappedValue`: a Binding only read; its animation applies
                // to writes through it, so the original never played (judged on real apps).
                if call.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "wrappedValue" {
                    return .leftAlone(Reason.bindingRead.reason)
                }
            }
            // `$model.selection.animation(.easeOut)`: a Binding's animation takes `Animation?` too, so
            // it is gated like the change it animates (judged on real apps: category pills sliding).
            if !isModernForm, let base, let state = Self.boundState(base) {
                let change = screenChanges.change(ofChanged: [state], at: Syntax(call))
                if let change, change.staysInPlace { return .leftAlone(Reason.staysInPlace(change).reason) }
                if change == .unknown { return unseenMotion(call, names: names) }
                return gateAnimation(animation.expression, in: call, names: names, what: ".animation")
            }
            if !isModernForm && !implicitSelf {
                switch receiverKind(of: base, call: call) {
                case .view: break
                case .notView: return .leftAlone(Reason.notAView.reason)
                case .unknown:
                    if Self.isNoAnimation(stored(animation.expression, at: call)) {
                        return .leftAlone(Reason.noMotion.reason)
                    }
                    if Self.mentions(animation.expression, names) { return .leftAlone(Reason.alreadyGated.reason) }
                    if let base, Self.isFormControlBinding(call, base: base) {
                        return .leftAlone(Reason.formRows.reason)
                    }
                    return report(
                        call,
                        ".animation(\(animation.expression.singleLineText)) is on a receiver that may not be a view (Binding and effects have .animation too); gate it on Reduce Motion by hand if it animates a view"
                    )
                }
            }
            // `.animation(.easeInOut)` on a view whose every changing modifier only restyles it.
            if !isModernForm, Self.loopOnlyRestyles(call), !Self.isNoAnimation(animation.expression),
                !Self.mentions(animation.expression, names)
            {
                return .leftAlone(Reason.appearanceOnly.reason)
            }
            // On a UIKit or AppKit view, a SwiftUI animation reaches nothing the native view lays
            // out; only SwiftUI modifiers that place or size it would move.
            if let base,
                let state = call.argument(labeled: "value").flatMap({ ScreenChanges.stateName($0.expression) }),
                let root = ModifierChain(endingAt: base).root.as(FunctionCallExprSyntax.self)?.calleeName,
                index.hostsNativeContent(root), !screenChanges.visiblyMoves(state, in: base)
            {
                return .leftAlone(Reason.nativeContent.reason)
            }
            if let value = call.argument(labeled: "value")?.expression {
                // `value: true`, `value: 0`: a value that never changes never starts the animation.
                if Self.isLiteral(value) || Self.isFixedValue(value) || Self.isFixedByBranch(call, value: value) {
                    return .leftAlone(Reason.constantValue.reason)
                }
                // Values only a progress view's fill (or a `trim`) in this chain reads.
                if ProgressFill.onlyFills(call) { return .leftAlone(Reason.progressOnly.reason) }
                let change = screenChanges.change(animatedBy: call)
                if let change, change.staysInPlace {
                    return .leftAlone(Reason.staysInPlace(change).reason)
                }
                // `value: state.canVote`, which no view reads and this file mentions only as an
                // animation's value: its change draws nothing (judged on apps never tuned on).
                if change == nil, let base, Self.isReadNowhere(value, under: base, in: file, index: index) {
                    return .leftAlone(Reason.noMotionSeen.reason)
                }
                if let state = ScreenChanges.stateName(value), InPlaceSwap.isCrossFade(call, state: state) {
                    return .leftAlone(Reason.inPlaceSwap.reason)
                }
                // Easing that smooths a parallax following the device's tilt: gated, it jerks.
                if DeviceTilt.isTilt(value, in: file) {
                    return report(
                        call,
                        ".animation smooths \(value.singleLineText), read from the device's tilt; gating it would make the parallax jerky while it keeps moving, so stop the tilt offset when Reduce Motion is on (do not start the motion updates)"
                    )
                }
                // A pulse (set, then put back after a delay): a gate here turns it into a flash.
                // Skipped whole by one check where the pulse stands on its own, else reported.
                if let state = ScreenChanges.stateName(value), case let pulses = DelayedReset.pulses(state, in: file),
                    !pulses.isEmpty
                {
                    let names = gate.gateNames(at: call)
                    if pulses.allSatisfy({ ReduceMotionChecks.isUnderCheck($0, names: names, index: index) }) {
                        return .leftAlone(Reason.alreadyGated.reason)
                    }
                    return skip(
                        DelayedReset.skip(of: state, animatedBy: call, in: file), at: call,
                        what: ".animation plays a pulse: \(state) is set and put back after a delay",
                        otherwise:
                            "gating the animation would make the view jump there and back, so skip the pulse when Reduce Motion is on (check the setting before setting \(state))"
                    )
                }
                if change == .unknown { return unseenMotion(call, names: names) }
            }
            // A view inserted with `.transition(.move…)` inside is gated there, to a cross-fade this
            // animation plays: gating both makes it pop in (judged on real apps). Unless
            // the state also moves something else, or the insertion pushes siblings aside.
            // `.animation(.linear(duration: 0.2), value: state)`: a linear curve is a fade's timing.
            // It is gated only where `state` visibly places, sizes or reorders views in it (an
            // offset, a frame, a `ForEach`); inserting or swapping content, or passing the value
            // on, is no evidence (judged on real apps: nine of ten such gates wrong: loading and
            // empty states, a dimming overlay, edit-mode glyphs, a warning line under a section).
            // Where it also moves other content it keeps a short fade, so the cross-fade still plays.
            let judged = stored(animation.expression, at: call)
            let isLinear =
                Self.animationName(judged) == "linear" && !Self.isPaced(animation.expression) && !Self.isPaced(judged)
            var playsTransition = false
            if let base, let value = call.argument(labeled: "value")?.expression {
                let state = ScreenChanges.stateName(value)
                if let state, MotionGate.containsMovingTransition(Syntax(base)) {
                    if Self.insertsWithoutPushing(base), screenChanges.onlyInsertsOrRemoves(state, in: base) {
                        return .leftAlone(Reason.gatedAtTransition.reason)
                    }
                    playsTransition = screenChanges.insertsWithMovingTransition(state, in: base)
                } else if isLinear, !(state.map { screenChanges.visiblyMoves($0, in: base) } ?? false) {
                    return .leftAlone(Reason.linearFade.reason)
                }
            }
            // A fade in place of an animation that also slides, turns or scales what it modifies keeps
            // that motion (`.scaleEffect(pressed ? 0.8 : 1)` under `.easeInOut`): nil, the move is
            // what Reduce Motion removes (judged on apps never tuned on).
            if playsTransition, let base, let value = call.argument(labeled: "value")?.expression,
                let state = ScreenChanges.stateName(value),
                screenChanges.visiblyMoves(state, in: base, through: ScreenChanges.transformCalls)
            {
                playsTransition = false
            }
            return gateAnimation(
                animation.expression, in: call, names: names, what: ".animation", keepsFade: playsTransition)
        }

        /// Why `gateAnimation` would leave the animation of `call` alone before looking at what it
        /// changes: none, too short to see, following a finger, or already checking the setting.
        mutating func reasonBeforeGating(_ call: FunctionCallExprSyntax, names: [String]) -> A11yFixCore.Reason? {
            guard let animation = call.arguments.first, animation.label == nil else { return nil }
            let expression = animation.expression
            let judged = stored(expression, at: call)
            if Self.isNoAnimation(judged) { return Reason.noMotion.reason }
            if Self.animationName(judged) == "interactiveSpring", followsGesture(call) {
                return Reason.followsGesture.reason
            }
            if Self.mentions(expression, names) {
                alreadyGated += 1
                return Reason.alreadyGated.reason
            }
            return nil
        }

        /// Left alone for want of evidence of motion, unless the animation already checks the setting.
        mutating func unseenMotion(_ call: FunctionCallExprSyntax, names: [String]) -> Decision {
            if let animation = call.arguments.first, animation.label == nil,
                Self.mentions(animation.expression, names)
            {
                alreadyGated += 1
                return .leftAlone(Reason.alreadyGated.reason)
            }
            return .leftAlone(Reason.noMotionSeen.reason)
        }

        /// `if isShown { Preview().animation(.spring, value: isShown) }`: the view exists only while
        /// the `if` (or its `else`) holds, so its value never changes while it is there and the
        /// animation never plays (judged on apps never tuned on).
        static func isFixedByBranch(_ call: FunctionCallExprSyntax, value: ExprSyntax) -> Bool {
            let written = value.trimmedText
            var node = Syntax(call)
            while let parent = node.parent, !parent.is(MemberBlockItemSyntax.self) {
                defer { node = parent }
                guard let branch = parent.as(IfExprSyntax.self), branch.conditions.id != node.id,
                    branch.conditions.count == 1,
                    let condition = branch.conditions.first?.condition.as(ExprSyntax.self)
                else { continue }
                let tested =
                    condition.as(PrefixOperatorExprSyntax.self).flatMap {
                        $0.operator.text == "!" ? $0.expression : nil
                    } ?? condition
                if tested.trimmedText == written { return true }
            }
            return false
        }

        /// `Toggle("Sync", isOn: $settings.isSyncOn.animation())` in a `Form` or `List`: a Binding
        /// (a `$` path) handed to a control's `isOn:`, whose change shows or hides rows of the form,
        /// which it inserts with its standard row animation (judged on real apps: gating it was noise).
        static func isFormControlBinding(_ call: FunctionCallExprSyntax, base: ExprSyntax) -> Bool {
            var root = base
            while let member = root.as(MemberAccessExprSyntax.self), let inner = member.base { root = inner }
            let projected =
                root.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("$") == true
                || base.as(MemberAccessExprSyntax.self)?.declName.baseName.text.hasPrefix("$") == true
                || base.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("_") == true
            guard projected, let argument = call.parent?.as(LabeledExprSyntax.self), argument.label?.text == "isOn"
            else { return false }
            var node = Syntax(argument)
            while let parent = node.parent, !parent.is(MemberBlockItemSyntax.self) {
                if let container = parent.as(FunctionCallExprSyntax.self),
                    ["Form", "List"].contains(container.calleeName ?? "")
                {
                    return true
                }
                node = parent
            }
            return false
        }

        /// `$isOn`, `$model.selection`: the state a binding path projects, by its last name.
        static func boundState(_ base: ExprSyntax) -> String? {
            var root = base
            while let member = root.as(MemberAccessExprSyntax.self), let inner = member.base { root = inner }
            guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text, name.hasPrefix("$") else {
                return nil
            }
            if let member = base.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
            return base.as(DeclReferenceExprSyntax.self).map { String($0.baseName.text.dropFirst()) }
        }

        /// `true`, `0`, `1.5`, `"on"`, `nil`: a value written as a literal.
        /// `EdgeInsets()`, `CGSize.zero`, `.identity`: a value made the same way every time the
        /// view is drawn, so it never changes and the animation keyed to it never plays.
        static func isFixedValue(_ expression: ExprSyntax) -> Bool {
            if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                call.trailingClosure == nil,
                let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName,
                name.text.first?.isUppercase == true,
                // `UUID()` and `Date()` are new on every draw: the animation plays each time.
                !["UUID", "Date"].contains(name.text)
            {
                return true
            }
            guard let member = expression.as(MemberAccessExprSyntax.self),
                ["zero", "identity", "infinity"].contains(member.declName.baseName.text)
            else { return false }
            guard let base = member.base else { return true }
            return base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
        }

        static func isLiteral(_ expression: ExprSyntax) -> Bool {
            let expression = expression.as(PrefixOperatorExprSyntax.self)?.expression ?? expression
            return expression.is(BooleanLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
                || expression.is(FloatLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
                || (expression.as(StringLiteralExprSyntax.self)?.segments.allSatisfy {
                    $0.is(StringSegmentSyntax.self)
                } ?? false)
        }

        /// Whether a closure only calls other objects' methods (`editor.closeTab()`, also under an
        /// `if` or in a `forEach`), assigning and mutating nothing itself: what it changes is
        /// decided in those methods. A collection change (`items.append`) or `scrollTo` moves
        /// things by itself and does not count. A free function the file does not declare
        /// (`loadApps(folderPaths:)`, declared with the app's logic) is another object's code too:
        /// it cannot reach this view's state, and what it changes, often later on another queue,
        /// is decided there (judged on real apps: menu commands reloading a list through one).
        /// `{ try body() }` in a free `func withPopupAnimation<R>(_ body: () throws -> R)`: the closure
        /// only runs one its function was handed, the same as `withAnimation(.easeOut, body)`; what
        /// moves is the callers', across the project (judged on apps never tuned on: a caller's flag
        /// that presents a sheet moves nothing).
        static func onlyRunsHandedClosure(_ closure: ClosureExprSyntax) -> Bool {
            guard closure.signature == nil, closure.statements.count == 1, let item = closure.statements.first
            else { return false }
            var expression: ExprSyntax? =
                item.item.as(ExprSyntax.self) ?? item.item.as(ReturnStmtSyntax.self)?.expression
            // `try body()`, `await body()`.
            while let wrapped = expression?.as(TryExprSyntax.self)?.expression
                ?? expression?.as(AwaitExprSyntax.self)?.expression
            {
                expression = wrapped
            }
            guard let run = expression?.as(FunctionCallExprSyntax.self), run.arguments.isEmpty,
                run.trailingClosure == nil,
                let name = run.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { return false }
            // A parameter of a free function around the call, not of a closure (a `ForEach` row's
            // value). A method of a view or model is that type's own animation, gated as usual.
            guard let function = closure.ancestor(FunctionDeclSyntax.self), EnclosingType.of(function) == nil
            else { return false }
            return function.signature.parameterClause.parameters.contains { parameter in
                (parameter.secondName ?? parameter.firstName).text == name
                    && parameter.type.trimmedText.contains("->")
            }
        }

        static func onlyCallsOtherObjects(_ closure: ClosureExprSyntax, in file: SourceFile) -> Bool {
            final class Scan: SyntaxVisitor {
                var methods = 0
                var changesSomething = false
                /// How many local closures deep the scan has followed.
                var depth = 0
                let file: SourceFile
                init(file: SourceFile) {
                    self.file = file
                    super.init(viewMode: .sourceAccurate)
                }
                override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
                    changesSomething = true
                    return .skipChildren
                }
                override func visit(_ node: AssignmentExprSyntax) -> SyntaxVisitorContinueKind {
                    changesSomething = true
                    return .skipChildren
                }
                override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
                    if Write.isAssigningOperator(node.operator.text) { changesSomething = true }
                    return .skipChildren
                }
                override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else {
                        guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else {
                            return .visitChildren
                        }
                        // `ConsoleView()`: a value built, not a change.
                        if name.first?.isUppercase == true { return .visitChildren }
                        // `let updateTitle = { model.setVisible(shown) }` above, run here: what it runs
                        // is what the animation changes, read as if written in its place.
                        if depth < 2, node.arguments.isEmpty,
                            let local = ReduceMotionChecks.initializer(of: name, around: Syntax(node))?.as(
                                ClosureExprSyntax.self),
                            local.signature == nil
                        {
                            depth += 1
                            walk(local.statements)
                            depth -= 1
                            return .visitChildren
                        }
                        // A function or a closure of the file's (the type's own method): what it
                        // changes is not seen. A free function of another file is another object's.
                        if MotionGate.declaredFunctions(in: file).contains(name)
                            || ReduceMotionChecks.initializer(of: name, around: Syntax(node)) != nil
                            || MotionGate.isParameter(name, around: Syntax(node))
                        {
                            changesSomething = true
                        } else {
                            methods += 1
                        }
                        return .visitChildren
                    }
                    let name = member.declName.baseName.text
                    // `self.reorder()` is the type's own method, like a bare `reorder()`: not another object's.
                    if Write(ExprSyntax(node)) != nil || name == "scrollTo" || member.base?.trimmedText == "self"
                        || MotionGate.reorderingMethods.contains(name)
                    {
                        changesSomething = true
                    }
                    if name.first?.isLowercase == true,
                        !["forEach", "firstIndex", "first", "contains", "filter", "map"].contains(name)
                    {
                        methods += 1
                    }
                    return .visitChildren
                }
            }
            let scan = Scan(file: file)
            scan.walk(closure.statements)
            return scan.methods > 0 && !scan.changesSomething
        }

        /// The animation `expression` stands for: itself, or the one a name it is made from keeps.
        func stored(_ expression: ExprSyntax, at call: FunctionCallExprSyntax) -> ExprSyntax {
            StoredAnimation.definition(of: expression, at: call) ?? expression
        }

        /// The animation an expression starts from: `linear` for `.linear(duration: 0.2).delay(1)`.
        static func animationName(_ expression: ExprSyntax) -> String? {
            let root = ShortAnimation.parts(of: expression).root
            return root.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? root.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName
                .baseName.text
        }

        /// Slowed, delayed or repeated: no longer a plain cross-fade's timing.
        static func isPaced(_ expression: ExprSyntax) -> Bool {
            expression.tokens(viewMode: .sourceAccurate).contains {
                ["repeatForever", "repeatCount", "speed", "delay"].contains($0.text)
            }
        }

        /// A `withAnimation` in a drag's `onChanged`/`onEnded`, or an `.animation(_, value: x)` whose
        /// `x` a drag's `onChanged` (or a handler reading the gesture's translation) sets: the
        /// content tracks the finger.
        func followsGesture(_ call: FunctionCallExprSyntax) -> Bool {
            let handlers: Set<String> = ["onChanged", "onEnded", "updating"]
            func handlerName(_ candidate: FunctionCallExprSyntax) -> String? {
                candidate.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            }
            if call.calleeName == "withAnimation" {
                var node = Syntax(call)
                while let parent = node.parent {
                    if let outer = parent.as(FunctionCallExprSyntax.self), handlers.contains(handlerName(outer) ?? "") {
                        return true
                    }
                    node = parent
                }
                return false
            }
            guard let value = call.argument(labeled: "value")?.expression,
                let state = ScreenChanges.stateName(value)
            else { return false }
            // `.onChanged { x = … }`, or any gesture handler (a UIKit pan wrapped for SwiftUI) that
            // sets it from the gesture's translation.
            return file.functionCalls.contains { candidate in
                guard let text = candidate.trailingClosure?.trimmedText, text.includes("\(state) =") else {
                    return false
                }
                return handlerName(candidate) == "onChanged" || text.includes("translation")
            }
        }

        /// Whether views inserted in `view` push nothing aside: a `ZStack`, a container whose content
        /// is one statement, or a single view swapped by `.id`.
        static func insertsWithoutPushing(_ view: ExprSyntax) -> Bool {
            guard let root = ModifierChain(endingAt: view).root.as(FunctionCallExprSyntax.self),
                let name = root.calleeName
            else { return false }
            if name == "ZStack" { return true }
            guard let content = root.trailingClosure else { return true }
            return content.statements.count == 1
        }

        enum ReceiverKind { case view, notView, unknown }

        /// Whether `.animation(_:)` is applied to a view, from the expression it is called on.
        mutating func receiverKind(of base: ExprSyntax?, call: FunctionCallExprSyntax) -> ReceiverKind {
            guard let base else {
                // `#if … .animation(x) #endif` continues a view chain; a bare `.animation(x)` is an effect.
                return call.ancestor(PostfixIfConfigExprSyntax.self) != nil ? .view : .notView
            }
            // `.transition(.scale.animation(.spring))`: the animation of a transition, gated with it.
            if let argument = call.ancestor(LabeledExprSyntax.self),
                let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                ["transition", "transaction"].contains(
                    outer.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "")
            {
                return .notView
            }
            let chain = ModifierChain(endingAt: base)
            if chain.modifiers.contains(where: { MotionGate.viewModifiers.contains($0.name) }) { return .view }
            if let call = chain.root.as(FunctionCallExprSyntax.self) {
                if call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil,
                    call.calledExpression.is(MemberAccessExprSyntax.self)
                {
                    return .notView  // `.send(…)`, `.run { … }`: an effect
                }
                guard let name = call.calleeName, let first = name.first else { return .unknown }
                if MotionGate.nonViewTypes.contains(name) { return .notView }
                return first.isUppercase ? .view : .unknown
            }
            if let reference = chain.root.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if name.hasPrefix("$") { return .notView }  // a Binding
                if name == "content" || name == "self", isInViewType(call) { return .view }
                if DeclaredView.isView(name, at: call) { return .view }
            }
            // `.scale.animation(…)`, `AnyTransition.slide.animation(…)`: a static member, not a view.
            if let member = chain.root.as(MemberAccessExprSyntax.self),
                member.base == nil
                    || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
            {
                return .notView
            }
            return .unknown
        }

        // MARK: .transition

        mutating func transition(_ call: FunctionCallExprSyntax) -> Decision? {
            guard let transition = call.arguments.first, transition.label == nil, call.arguments.count == 1 else {
                return nil
            }
            // SwiftUI's takes one transition; a list (`[.scale(0.75), .opacity(0)]`) is another
            // library's, on UIKit views, where `.opacity` alone would not compile.
            let modules = file.importedModules
            if transition.expression.is(ArrayExprSyntax.self)
                || (!modules.contains("SwiftUI") && !modules.isDisjoint(with: ["UIKit", "AppKit", "Cocoa"]))
            {
                return .leftAlone(Reason.otherLibrary.reason)
            }
            guard MotionGate.movesContent(transition.expression) else {
                return .leftAlone(Reason.noMovingTransition.reason)
            }
            let names = gate.gateNames(at: call)
            guard !Self.mentions(transition.expression, names),
                !ReduceMotionChecks.isUnderCheck(call, names: names, index: index)
            else {
                alreadyGated += 1
                return .leftAlone(Reason.alreadyGated.reason)
            }
            if NestedTransition.neverPlays(call) { return .leftAlone(Reason.neverInserted.reason) }
            let expression = transition.expression
            // `.scale.animation(.spring)`: the cross-fade keeps the animation the transition carries.
            let attached = ModifierChain(endingAt: expression).modifiers.last { $0.name == "animation" }?.call?
                .arguments.first?.expression
            // Played only by animations that already respect the setting (an attached one plays on its own).
            if attached == nil, gatedDrivers.onlyGatedDrivers(of: call, names: names) {
                alreadyGated += 1
                return .leftAlone(Reason.gatedDrivers.reason)
            }
            // Played by a change made in another file: by a `withAnimation` that already respects
            // the setting (judged on real apps: a helper-gated edit mode), or by nothing the index
            // saw (a caption whose change is never animated). Both are left alone: reporting them
            // was judged noise on real apps.
            // `popup.animation(.spring()).transition(.offset(…))`: the view's own animation plays it.
            let ownAnimation = ModifierChain(endingAt: ExprSyntax(call)).modifiers.contains {
                $0.name == "animation" && $0.call?.arguments.count == 1 && $0.call?.arguments.first?.label == nil
            }
            if attached == nil, !ownAnimation, let elsewhere = gatedDrivers.playedElsewhere(call) {
                switch elsewhere {
                case .respectingReduceMotionOnly:
                    alreadyGated += 1
                    return .leftAlone(Reason.gatedDrivers.reason)
                case .notSeen:
                    return .leftAlone(Reason.playedUnseen.reason)
                case .ignoringReduceMotion:
                    break
                }
            }
            let (flag, declaration): (String, TextEdit?)
            switch condition(for: call, what: ".transition") {
            case let .gate(expression, edit): (flag, declaration) = (expression, edit)
            case let .unavailable(decision): return decision
            }
            let prefix = "\(flag) ? .opacity\(attached.map { ".animation(\($0.singleLineText))" } ?? "") : "
            return append(
                call, edits: Self.prefixing(expression, with: prefix),
                declaration: declaration, change: "`.transition(\(prefix)\(transition.expression.singleLineText))`",
                message:
                    ".transition(\(transition.expression.singleLineText)) moves content even with Reduce Motion on; cross-fade instead: .transition(\(prefix)…)"
            )
        }

        // MARK: Shared

        /// Gates the animation argument `expression` of `call` as `flag ? nil : expression`.
        /// `keepsFade`: the animation also plays a transition that cross-fades under Reduce Motion,
        /// so it becomes a short fade (`flag ? .easeInOut(duration: 0.2) : expression`), not nil.
        mutating func gateAnimation(
            _ expression: ExprSyntax, in call: FunctionCallExprSyntax, names: [String], what: String,
            keepsFade: Bool = false
        ) -> Decision {
            // A stored animation (`withAnimation(bounce)`) is judged by the one it stands for.
            let judged = stored(expression, at: call)
            guard !Self.isNoAnimation(judged) else { return .leftAlone(Reason.noMotion.reason) }
            // `.interactiveSpring()` is made for content that follows a finger: direct manipulation,
            // which Reduce Motion keeps (judged on real apps: a swipe-to-reply bubble).
            if Self.animationName(judged) == "interactiveSpring", followsGesture(call) {
                return .leftAlone(Reason.followsGesture.reason)
            }
            // A 0.1 s linear smoothing is technical, unless it carries content in or out with a move.
            if ShortAnimation.isTechnical(judged), !movingTransitionStarts.contains(where: reach(of: call).contains) {
                return .leftAlone(Reason.technical.reason)
            }
            guard !Self.mentions(expression, names) else {
                alreadyGated += 1
                return .leftAlone(Reason.alreadyGated.reason)
            }
            // `withAnimation(animation)` with `var animation: Animation { ….repeatForever(…) }`: the
            // loop a spinner type starts under a name.
            if let named = ActivitySpinner.namedAnimation(expression, in: call), ActivitySpinner.turnsOneWay(named),
                ActivitySpinner.contains(call)
            {
                return .leftAlone(Reason.spinner.reason)
            }
            // A loop also behind a name (`animation.delay(0.25)` with `var animation: Animation {
            // .easeInOut.repeatForever() }`): the name hides what the loop is, not that it is one.
            let named = ActivitySpinner.namedAnimation(expression, in: call)
            if [expression, named].compactMap({ $0 }).contains(where: {
                $0.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("repeatForever") }
            }) {
                guard !ActivitySpinner.contains(call) else { return .leftAlone(Reason.spinner.reason) }
                // A glyph turning while work runs (a gear while a reset runs) is a busy indicator.
                if what == ".animation", ActivitySpinner.turnsWhileBusy(call, animation: expression) {
                    return .leftAlone(Reason.spinner.reason)
                }
                // A pulse of opacity or colour stays in place whatever value starts it: not motion.
                if Self.loopOnlyRestyles(call, withValue: true) { return .leftAlone(Reason.appearanceOnly.reason) }
                // A marquee scrolls text that does not fit: stopped, the rest of it stays cut off.
                if MotionGate.isInMarquee(call) {
                    return report(
                        call,
                        "\(what)(\(expression.singleLineText)) scrolls a marquee forever, even with Reduce Motion on; stopping it would leave the text that does not fit cut off: under Reduce Motion show the text wrapped or truncated instead of scrolling"
                    )
                }
                if what == ".animation", startedOnceOnAppear(call) {
                    // A decorative loop of a value set once when the view appears (`distance = 30`):
                    // without the animation the view rests where it was sent (judged on real apps:
                    // covers bobbing forever, a fix both reviewers would make).
                    if let decision = throughProjectHelper(call, what: what) { return decision }
                    return gateLoop(expression, in: call, what: what)
                }
                // A loop started on its own (`onAppear { withAnimation(….repeatForever()) { x = true } }`)
                // is skipped whole; a modifier, or one started among other work, is reported.
                return skip(
                    what == "withAnimation" ? ScriptedSequence.skip(of: call) : nil, at: call,
                    what: "\(what)(\(expression.singleLineText)) repeats forever",
                    otherwise:
                        "a Reduce Motion gate would stop it, but a looping animation needs a design decision: check it with Reduce Motion on"
                )
            }
            if !keepsFade, let decision = throughProjectHelper(call, what: what) { return decision }
            let (flag, declaration): (String, TextEdit?)
            switch condition(for: call, what: what) {
            case let .gate(expression, edit): (flag, declaration) = (expression, edit)
            case let .unavailable(decision): return decision
            }
            if keepsFade { shortFades.insert(call.id) }
            let prefix = "\(flag) ? \(keepsFade ? MotionGate.Run.shortFade : "nil") : "
            return append(
                call, edits: Self.prefixing(expression, with: prefix),
                declaration: declaration, change: "`\(what)(\(prefix)\(expression.singleLineText))`",
                message:
                    "\(what)(\(expression.singleLineText)) ignores Reduce Motion; gate it: \(what)(\(prefix)\(expression.singleLineText))"
            )
        }

        /// `.animation(….repeatForever(), value: v)` where every write of `v` in the file is in an
        /// `onAppear` or `task` closure, or sets the same literal: the loop starts once, from a
        /// value that then stays.
        func startedOnceOnAppear(_ call: FunctionCallExprSyntax) -> Bool {
            guard let value = call.argument(labeled: "value")?.expression,
                let state = value.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { return false }
            let writes = file.identifierTokens(named: state).compactMap { token -> Syntax? in
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
                return Write.isWritten(Syntax(reference)) ? Syntax(reference) : nil
            }
            guard !writes.isEmpty else { return false }
            // `isPulsing = true` wherever it is written (a function the view calls, a handler): the
            // loop is started and never stopped, so without it the view rests at that one value
            // (judged on apps never tuned on: a heart icon pulsing forever, a gate both reviewers made).
            let values = writes.map { write -> String? in
                guard let sequence = write.ancestor(SequenceExprSyntax.self).map(ExprSyntax.init),
                    let written = Write(sequence), written.operation == .assignment,
                    written.target.range.contains(write.position), let value = written.value,
                    value.is(BooleanLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
                        || value.is(FloatLiteralExprSyntax.self)
                else { return nil }
                return value.trimmedText
            }
            if let first = values.first, first != nil, values.allSatisfy({ $0 == first }) { return true }
            return writes.allSatisfy { write in
                guard let closure = write.ancestor(ClosureExprSyntax.self),
                    let handler = closure.parent?.as(FunctionCallExprSyntax.self),
                    handler.trailingClosure?.id == closure.id
                else { return false }
                let name = handler.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                return ["onAppear", "task"].contains(name ?? "")
            }
        }

        /// Gates a loop started once as `flag ? nil : loop`: the view rests where its value sends it.
        mutating func gateLoop(_ expression: ExprSyntax, in call: FunctionCallExprSyntax, what: String) -> Decision {
            let (flag, declaration): (String, TextEdit?)
            switch condition(for: call, what: what) {
            case let .gate(expression, edit): (flag, declaration) = (expression, edit)
            case let .unavailable(decision): return decision
            }
            let prefix = "\(flag) ? nil : "
            return append(
                call, edits: Self.prefixing(expression, with: prefix),
                declaration: declaration, change: "`\(what)(\(prefix)\(expression.singleLineText))`",
                message:
                    "\(what)(\(expression.singleLineText)) repeats forever, even with Reduce Motion on; stop it: \(what)(\(prefix)\(expression.singleLineText))"
            )
        }

        /// The fix that sends `call` through the project's own drop-in that drops the animation
        /// under Reduce Motion (`withAccessibilityAnimation`, `.accessibilityAnimation(_:value:)`)
        /// rather than adding a check of its own, when that helper takes the call as written.
        /// Not inside the helper itself, which would then call itself.
        mutating func throughProjectHelper(_ call: FunctionCallExprSyntax, what: String) -> Decision? {
            let kind: AnimationHelper.Kind = what == "withAnimation" ? .withAnimation : .animationModifier
            let helpers = index.animationHelpers(replacing: kind)
            guard !helpers.isEmpty else { return nil }
            let labels = call.arguments.map { $0.label?.text ?? "_" }
            let trailing =
                (call.trailingClosure == nil ? [] : [nil])
                + call.additionalTrailingClosures.map { Optional($0.label.text) }
            let animationPosition = labels.first == "_" ? 0 : nil
            let enclosingFunction = call.ancestor(FunctionDeclSyntax.self)?.name.text
            guard
                let helper = helpers.first(where: {
                    $0.name != enclosingFunction
                        && $0.accepts(labels: labels, trailingClosures: trailing, animationPosition: animationPosition)
                })
            else { return nil }
            let name: Syntax =
                call.calledExpression.as(MemberAccessExprSyntax.self).map {
                    what == "withAnimation" ? Syntax($0) : Syntax($0.declName)
                } ?? Syntax(call.calledExpression)
            let edit = TextEdit.replace(
                name.positionAfterSkippingLeadingTrivia.utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset,
                with: helper.name)
            let written = what == "withAnimation" ? "withAnimation" : ".animation"
            let replacement = what == "withAnimation" ? helper.name : ".\(helper.name)"
            return append(
                call, edits: [edit], declaration: nil, change: "`\(replacement)(…)`",
                message:
                    "\(written) ignores Reduce Motion; call the project's \(replacement), which drops the animation when Reduce Motion is on",
                summary: "`\(written)` replaced by the project's Reduce Motion helper `\(replacement)`")
        }

        /// Where the transitions `call` animates are written: the view `.animation(_:value:)` is
        /// applied to, else the enclosing type (a view model's views are in other files).
        func reach(of call: FunctionCallExprSyntax) -> Range<Int> {
            let scope: Syntax? =
                call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map(Syntax.init)
                ?? EnclosingType.of(call).map { Syntax(fromProtocol: $0.group) }
            guard let scope else { return 0..<file.bytes.count }
            return scope.position.utf8Offset..<scope.endPosition.utf8Offset
        }

        /// Where the file's `.transition(…)` modifiers that move content start.
        lazy var movingTransitionStarts: [Int] = file.functionCalls.compactMap { call in
            guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "transition",
                let transition = call.arguments.first?.expression, MotionGate.movesContent(transition)
            else { return nil }
            return call.position.utf8Offset
        }

        /// What an animation that plays a cross-fading transition becomes under Reduce Motion.
        static let shortFade = ".easeInOut(duration: 0.2)"

        /// The Reduce Motion condition to gate `call` on, or, where there is none, the report saying why.
        enum Condition {
            case gate(expression: String, declaration: TextEdit?)
            case unavailable(Decision)
        }

        mutating func condition(for call: FunctionCallExprSyntax, what: String) -> Condition {
            switch gate.condition(at: call) {
            case let .available(expression, declaration):
                return .gate(expression: expression, declaration: declaration)
            case let .unavailable(reason):
                return .unavailable(
                    report(call, "\(what) ignores Reduce Motion, and it cannot be gated mechanically here: \(reason)"))
            }
        }

        /// The fix gating `call`; says once per type that it adds the Environment property.
        /// `summary`: what the fix does, when "`change` respects Reduce Motion" does not say it.
        /// The edits that put `prefix` (`reduceMotion ? nil : `) before `expression`, parenthesizing a ternary.
        static func prefixing(_ expression: ExprSyntax, with prefix: String) -> [TextEdit] {
            GatedValue.edits(
                prefix: prefix, before: expression.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: expression.endPositionBeforeTrailingTrivia.utf8Offset,
                valueIsTernary: GatedValue.isTernary(expression))
        }

        mutating func append(
            _ call: FunctionCallExprSyntax, edits: [TextEdit], declaration: TextEdit?, change: String, message: String,
            summary given: String? = nil
        ) -> Decision {
            var summary = given ?? "\(change) respects Reduce Motion"
            var allEdits = edits
            if let declaration {
                allEdits.append(declaration)
                if announcedDeclarations.insert(declaration).inserted {
                    summary +=
                        "; `@Environment(\\.accessibilityReduceMotion)` property added to \(EnclosingType.of(call)?.name ?? "the view")"
                }
            }
            return .fix(message: message, Fix(edits: allEdits, summary: summary, isInferred: false))
        }

        /// Skips a self-contained motion (a scripted sequence, a loop) under Reduce Motion with one
        /// check: a `guard` before it where it ends its block, else an `if` around it. Where
        /// neither fits (other code between the steps), one report.
        mutating func skip(
            _ skip: ScriptedSequence.Skip?, at call: FunctionCallExprSyntax, what: String, otherwise: String
        ) -> Decision {
            guard let skip else { return report(call, "\(what); \(otherwise)") }
            // Where no check can be written here, say why: that reason is the one to act on.
            let (flag, declaration): (String, TextEdit?)
            switch condition(for: call, what: what) {
            case let .gate(expression, edit): (flag, declaration) = (expression, edit)
            case let .unavailable(decision): return decision
            }
            let (edits, change) = skip.edits(flag: flag, in: file)
            return append(
                call, edits: edits, declaration: declaration, change: change,
                message: "\(what) even with Reduce Motion on; skip it whole: \(change)",
                summary: "Skipped whole under Reduce Motion: \(change)")
        }

        /// A report of `call`, unless a Reduce Motion check already encloses it, or it is in a debug
        /// panel (a type named as one: `DebugMenu`, `FeatureFlagsDebugPanel`), which no one using the
        /// app sees; reports there were judged noise.
        mutating func report(_ call: FunctionCallExprSyntax, _ message: String) -> Decision {
            guard !ReduceMotionChecks.isUnderCheck(call, names: gate.gateNames(at: call), index: index) else {
                return .leftAlone(Reason.alreadyGated.reason)
            }
            if let type = EnclosingType.of(call)?.name, Self.isDebugPanel(type) {
                return .leftAlone(Reason.debugPanel.reason)
            }
            return .report(message)
        }

        /// A type named as a debug screen: the word Debug with a panel word (`DebugMenu`,
        /// `DebugOverlayView`, `FeatureFlagsDebugPanel`), not a debugger's own UI (`DebugAreaView`).
        static func isDebugPanel(_ type: String) -> Bool {
            let words = Set(ReadableName.words(of: type).map { $0.lowercased() })
            return words.contains("debug")
                && !words.isDisjoint(with: ["menu", "panel", "overlay", "settings", "options", "hud", "screen"])
        }

        /// `nil`, `.none`, a `.noAnimation`-style name, a duration of 0.05 s or less, or a spring
        /// with no response time: nothing a person perceives as motion.
        static func isNoAnimation(_ expression: ExprSyntax) -> Bool {
            if expression.is(NilLiteralExprSyntax.self) || [".none", "Animation.none"].contains(expression.trimmedText)
            {
                return true
            }
            let name = expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text.lowercased() ?? ""
            if name.hasPrefix("no") && name.hasSuffix("animation") { return true }
            // `.easeInOut(duration: 0.001)`, also spelled with its type: `Animation.easeInOut(duration: 0.001)`.
            let rootCall = ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self)
            let typedCall = expression.as(FunctionCallExprSyntax.self).flatMap { call in
                ["Animation", "SwiftUI.Animation"].contains(
                    call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedText ?? "") ? call : nil
            }
            if let duration = (rootCall ?? typedCall)?.argument(labeled: "duration")?.expression,
                FadeOnlyAnimation.isImperceptible(duration)
            {
                return true
            }
            return ShortAnimation.isInstantSpring(expression)
        }

        /// Names the setting, or already picks a motion-free branch by a condition of its own
        /// (`flag ? nil : .spring`, `flag ? .opacity : .slide`): a deliberate gate either way.
        static func mentions(_ expression: ExprSyntax, _ names: [String]) -> Bool {
            if ReduceMotionChecks.mentions(expression, names: names) { return true }
            guard let parts = expression.ternaryParts else { return false }
            return [parts.whenTrue, parts.whenFalse].contains { branch in
                isNoAnimation(branch)
                    || [".opacity", ".identity", "AnyTransition.opacity", "AnyTransition.identity"].contains(
                        branch.trimmedText)
            }
        }
    }
}
