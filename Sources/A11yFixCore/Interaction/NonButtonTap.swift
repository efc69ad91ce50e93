import A11yFixSyntax
import SwiftSyntax

/// Taps that are not buttons, judged on real apps: giving them the button trait makes VoiceOver
/// announce a control that does nothing a person would ask for. Left alone:
/// - focus taps (`focusedField = .name`, `isFocused = true`, `becomeFirstResponder()`);
/// - backgrounds (a colour or shape layer, an empty stack laid over content) and dismiss taps (`isPresented = false`, `item = nil`, `dismiss()`);
/// - a tap that only puts away the keyboard or an open editor (`ClickOutsideTap`);
/// - a stack of invisible filler whose tap only resigns focus or closes something (`InvisibleFiller`);
/// - show/hide-the-controls taps (`showControls.toggle()` over a player or a photo);
/// - empty closures and closures that only `guard … else { return }`;
/// - taps whose comment says they keep out of VoiceOver's way on purpose;
/// - empty-state placeholders, and taps that make a pane the active one (`manager.activeEditor = editor`);
/// - decoration: a tap that only replays an animation or moves, scales or turns the view, or
///   writes state its view never reads;
/// - a "show more" tap whose state only lifts a `.lineLimit` or swaps a short text for the full one;
/// - a counter of secret taps (`taps += 1` then a threshold), a full-screen screensaver that
///   wakes on any tap, and a tap that only resizes or moves a passed-in `content()`.
enum NonButtonTap {
    /// Why a tap is no button, in words a user can check.
    enum Reason: String, NamedReason {
        case background = "background"
        case hitLayer = "hit-layer"
        case backgroundDismiss = "background-dismiss"
        case emptySpace = "empty-space"
        case commentSaysSo = "comment-says-so"
        case decorativeAction = "decorative-action"
        case wakesScreensaver = "wakes-screensaver"
        case secretTaps = "secret-taps"
        case decorativeCalls = "decorative-calls"
        case movesContent = "moves-content"
        case lookOnlyState = "look-only-state"
        case unreadState = "unread-state"
        case emptyAction = "empty-action"
        case returnsEarly = "returns-early"
        case movesFocus = "moves-focus"
        case dismisses = "dismisses"
        case activatesPane = "activates-pane"
        case togglesChrome = "toggles-chrome"
        case showsMoreText = "shows-more-text"
        case clearsSelection = "clears-selection"
        case putsAway = "puts-away"

        var explanation: String {
            switch self {
            case .background: "a background, shape or placeholder: a tap there is no control"
            case .hitLayer: "an empty stack laid over content: an invisible hit area, no control"
            case .backgroundDismiss:
                "invisible filler (a clear colour, a Spacer) whose tap only resigns focus or closes something"
            case .emptySpace:
                "a Spacer: empty space that widens a target beside it, which VoiceOver never lands on"
            case .commentSaysSo: "a comment beside the tap says it keeps out of VoiceOver's way"
            case .decorativeAction: "the action's name says it only animates or gives feedback"
            case .wakesScreensaver: "a full-screen view that wakes on any tap"
            case .secretTaps: "it counts secret taps towards a hidden threshold"
            case .decorativeCalls: "the action only replays an animation, gives feedback or writes a log"
            case .movesContent: "the action only moves or resizes the content it wraps"
            case .lookOnlyState: "the state it writes only changes how the view looks"
            case .unreadState: "the state it writes is read nowhere in its view: the tap changes nothing"
            case .emptyAction: "the action is empty"
            case .returnsEarly: "the action only returns early (guard … else { return }, nothing after)"
            case .movesFocus: "it moves keyboard focus, which VoiceOver moves on its own"
            case .dismisses: "it only dismisses, as VoiceOver's escape gesture does"
            case .activatesPane: "it makes a pane the active one, as VoiceOver focus does"
            case .togglesChrome: "it shows or hides the controls over a player or photo"
            case .clearsSelection:
                "it only clears the selection (`select(nil)`, `selection.removeAll()`): a pointer's shortcut for "
                    + "empty space; the rows themselves choose and unchoose"
            case .putsAway:
                "it only puts away what is open (the keyboard, or an editor it closes only while open): a click outside "
                    + "to dismiss, which VoiceOver does with its own gestures"
            case .showsMoreText: "a \"show more\" tap that only lifts a line limit or swaps in the full text"
            }
        }
    }

    static func isNonButtonTap(
        _ gesture: FunctionCallExprSyntax, view: FunctionCallExprSyntax, action: ExprSyntax?, in file: SourceFile
    ) -> Bool {
        reason(gesture, view: view, action: action, in: file) != nil
    }

    /// Why the tap is no button, or nil when it is one.
    static func reason(
        _ gesture: FunctionCallExprSyntax, view: FunctionCallExprSyntax, action: ExprSyntax?, in file: SourceFile
    ) -> Reason? {
        if let name = view.calleeName, backgroundViews.contains(name) || isPlaceholder(name) { return .background }
        // A tap on the gap between views makes more of the row hit the same target; an element
        // there would be a second, wordless stop for it.
        if view.calleeName == "Spacer" { return .emptySpace }
        // `HStack {}` stretched over a player: an invisible hit layer, like `Color.clear`.
        if let name = view.calleeName, TappedContent.containers.contains(name),
            view.trailingClosure?.statements.isEmpty == true
        {
            return .hitLayer
        }
        if InvisibleFiller.isFillerStack(view), InvisibleFiller.onlyLetsGo(action) { return .backgroundDismiss }
        if hasAccessibilityComment(gesture, action: action) { return .commentSaysSo }
        if let tap = TapAction(action) {
            if tap.functionName.map(isDecorativeName) == true { return .decorativeAction }
            if isWake(tap, on: view) { return .wakesScreensaver }
            if countsSecretTaps(tap) || forwarded(tap).map(countsSecretTaps) == true { return .secretTaps }
            let effects = tap.effects
            if !effects.isEmpty, effects.allSatisfy(isDecorativeCall) { return .decorativeCalls }
            if view.calleeName == "content", !effects.isEmpty, effects.allSatisfy(setsGeometry) { return .movesContent }
            if let states = writtenStates(effects),
                states.allSatisfy({ LookOnlyState.of(file).readsOnly($0, in: movesView) })
            {
                return .lookOnlyState
            }
        }
        guard let closure = action?.as(ClosureExprSyntax.self) else {
            // `perform: dismissEditorIfNeeded`: the method's body says what the tap does.
            if let tap = TapAction(action), ClickOutsideTap.onlyPutsAway(tap) { return .putsAway }
            return nil
        }
        var statements = Array(closure.statements)
        guard let first = statements.first else { return .emptyAction }
        // `guard canSend else { return }` with nothing after does nothing. With more after, the rest
        // is what the tap does, while the guard lets it (`TapCondition`).
        if first.item.is(GuardStmtSyntax.self) {
            statements.removeFirst()
            if statements.isEmpty { return .returnsEarly }
        }
        if statements.contains(where: { movesFocus($0.item) }) { return .movesFocus }
        // On a text or an icon ("Deselect All") the same tap is a control.
        if !["Text", "Label", "Image"].contains(view.calleeName ?? ""),
            statements.allSatisfy({ clearsSelection($0.item) })
        {
            return .clearsSelection
        }
        if statements.allSatisfy({ dismisses($0.item) }) { return .dismisses }
        if statements.allSatisfy({ activatesItem($0.item) }) { return .activatesPane }
        if let state = ActionName.toggledState(of: ExprSyntax(closure)) {
            if togglesChrome(state) { return .togglesChrome }
            if LookOnlyState.of(file).readsOnly(state, in: limitsText) { return .showsMoreText }
        }
        if let tap = TapAction(action), ClickOutsideTap.onlyPutsAway(tap) { return .putsAway }
        return nil
    }

    /// A tap whose every effect writes a private `@State` its view never reads (`LookOnlyState
    /// .isNeverRead`): it changes nothing (judged on unseen apps: a tap that reshuffled a graph's
    /// `values`, which nothing drew). Asked last, after every other way the tap could matter.
    static func writesOnlyUnreadState(_ action: ExprSyntax?, view: FunctionCallExprSyntax) -> Bool {
        guard let tap = TapAction(action), let states = writtenStates(tap.effects) else { return false }
        return states.allSatisfy { LookOnlyState.isNeverRead($0, near: view) }
    }

    // MARK: Placeholders and activation

    /// `ContentUnavailableView`, `EmptyStateView`, `NoEditorPlaceholder`: a tap there focuses the
    /// pane; the placeholder is no control.
    static func isPlaceholder(_ name: String) -> Bool {
        ["Unavailable", "Empty", "Placeholder"].contains { name.includes($0) } && name != "EmptyView"
    }

    /// `manager.activeEditor = editor`, `currentPane = pane`: the tap makes its area the active
    /// one, as a click in a split view does; VoiceOver moves there by itself.
    static func activatesItem(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard case let .expr(expression) = item, let write = Write(expression), write.operation == .assignment else {
            return false
        }
        let last = write.pathNames.last ?? ""
        let words = ReadableName.words(of: last).map { $0.lowercased() }
        guard let first = words.first else { return false }
        return ["active", "current", "focused"].contains(first)
            || (first == "selected" && words.contains { ["pane", "split", "column", "panel"].contains($0) })
    }

    // MARK: Decoration

    /// `toggleBoxAnimation`, `animateHeart`, `bounce`: a name that says the call only animates.
    static func isDecorativeName(_ name: String) -> Bool {
        ReadableName.words(of: name).contains {
            ["animation", "animations", "animate", "animating", "bounce", "wiggle", "shake"].contains($0.lowercased())
        }
    }

    /// `await toggleBoxAnimation()`, `model.bounce()`, and a buzz or a log beside what the view does:
    /// `Haptics.shared.impact(style: .light)`, `feedback.impactOccurred()`, `Analytics.track(…)`
    /// (judged noise on unseen apps: a haptic added to a menu, which is a control already).
    static func isDecorativeCall(_ effect: TapEffect) -> Bool {
        if effect.calledName.map(isDecorativeName) == true { return true }
        guard let call = effect.call else { return false }
        let names = call.calledExpression.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard case let .identifier(name) = token.tokenKind else { return nil }
            return name
        }
        let words = names.flatMap { ReadableName.words(of: $0).map { $0.lowercased() } }
        return words.contains { feedbackWords.contains($0) } || isLog(call, names: names)
    }

    /// `print(#function)`, `debugPrint(…)`, `NSLog(…)`, `logger.debug(…)`, `Log.shared.info(…)`: a
    /// line in a log, which nobody using the app sees (judged noise on unseen apps: a card whose
    /// tap only printed its function's name, reported as a button). `logOut()` is no log.
    static func isLog(_ call: FunctionCallExprSyntax, names: [String]) -> Bool {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return ["print", "debugPrint", "NSLog", "os_log", "dump"].contains(reference.baseName.text)
        }
        let levels: Set<String> = [
            "debug", "info", "notice", "warning", "warn", "error", "trace", "log", "fault", "critical", "verbose",
        ]
        guard let method = names.last, levels.contains(method) else { return false }
        return names.dropLast().contains { name in
            let last = ReadableName.words(of: name).last?.lowercased()
            return last == "logger" || last == "log"
        }
    }

    /// Words of a call that only buzzes, clicks or records: haptics, feedback generators, analytics.
    static let feedbackWords: Set<String> = [
        "haptic", "haptics", "hap", "feedback", "vibrate", "vibration", "analytics", "telemetry",
    ]

    /// `select(nil)`, `store.send(.select(nil))`, `selection = []`, `selected.removeAll()`,
    /// `clearSelection()`: the statement only empties a selection.
    static func clearsSelection(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard case let .expr(expression) = item else { return false }
        let namesSelection = { (name: String) in
            ReadableName.words(of: name).contains {
                ["select", "selection", "selected", "deselect", "picked", "chosen"].contains($0.lowercased())
            }
        }
        // `selection = nil` is a dismissal's too (`dismisses`): an xmark that clears it is a Close button.
        if let write = Write(expression), write.operation == .assignment, let value = write.value {
            return value.trimmedText == "[]" && write.pathNames.contains(where: namesSelection)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calleeName
        guard let callee else { return false }
        // `clearSelection()`, `deselectAll()`, `selection.removeAll()`.
        if call.arguments.isEmpty {
            let words = ReadableName.words(of: callee).map { $0.lowercased() }
            if words.first == "deselect" || words.first == "clear" && words.contains(where: namesSelection) {
                return true
            }
            if callee == "removeAll", let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
                return namesSelection(base.trimmedText.split(separator: ".").last.map(String.init) ?? "")
            }
            return false
        }
        // `select(nil)`, and the same sent as an action: `store.send(.select(nil))`.
        guard call.arguments.count == 1, let argument = call.arguments.first?.expression else { return false }
        if namesSelection(callee), argument.is(NilLiteralExprSyntax.self) { return true }
        if let inner = argument.as(FunctionCallExprSyntax.self),
            let name = inner.calleeName
                ?? inner.calledExpression
                .as(MemberAccessExprSyntax.self)?.declName.baseName.text, namesSelection(name),
            inner.arguments.count == 1, inner.arguments.first?.expression.is(NilLiteralExprSyntax.self) == true
        {
            return true
        }
        return false
    }

    /// The plain names `isUp.toggle()` and `scale = 2` write; nil when an effect does anything else.
    static func writtenStates(_ effects: [TapEffect]) -> [String]? {
        guard !effects.isEmpty else { return nil }
        var names: [String] = []
        for effect in effects {
            guard let write = effect.write, write.setsOrToggles, let name = write.plainName else { return nil }
            names.append(name)
        }
        return names
    }

    /// Modifiers that move, scale or turn a view: state read only there is a look.
    static func movesView(_ call: FunctionCallExprSyntax) -> Bool {
        ["offset", "scaleEffect", "rotationEffect", "rotation3DEffect", "animation"].contains(
            LookOnlyState.calledName(call) ?? "")
    }

    /// `.lineLimit(isExpanded ? nil : 3)` and `Text(isExpanded ? full : summary)`: the same text,
    /// shorter or whole; VoiceOver reads all of it anyway.
    static func limitsText(_ call: FunctionCallExprSyntax) -> Bool {
        ["lineLimit", "Text"].contains(LookOnlyState.calledName(call) ?? "")
    }

    /// `scale = 1`, `position = .zero`, `offset.width += 4`: the geometry of a floating panel.
    static func setsGeometry(_ effect: TapEffect) -> Bool {
        guard let write = effect.write,
            [.assignment, .compound("+="), .compound("-=")].contains(write.operation),
            let target = write.pathNames.first
        else { return false }
        return ReadableName.words(of: target).contains {
            ["scale", "position", "offset", "opacity", "zoom", "corner", "size"].contains($0.lowercased())
        }
    }

    // MARK: Secret taps and screensavers

    /// `taps += 1` and then a comparison of `taps` (`guard taps >= 5`): an easter egg or a hidden
    /// debug switch, not a control.
    static func countsSecretTaps(_ tap: TapAction) -> Bool {
        guard
            let counter = tap.effects.lazy.compactMap(\.write).first(where: {
                $0.operation == .compound("+=") && $0.value?.numberLiteralValue == 1
            })?.target.trimmedText
        else { return false }
        return tap.statements.contains { statement in
            statement.tokens(viewMode: .sourceAccurate).contains { token in
                guard case let .binaryOperator(text) = token.tokenKind, [">=", ">", "=="].contains(text),
                    let comparison = token.parent?.parent?.as(ExprListSyntax.self)
                else { return false }
                let elements = Array(comparison)
                guard let index = elements.firstIndex(where: { $0.id == token.parent?.id }), index > 0 else {
                    return false
                }
                return elements[index - 1].trimmedText == counter
            }
        }
    }

    /// `{ self.handleTap() }`: a closure whose one statement calls an argument-free method of its
    /// own type does what that method's body does (a counter of secret taps kept in a helper).
    static func forwarded(_ tap: TapAction) -> TapAction? {
        guard tap.functionName == nil, tap.statements.count == 1, let effect = tap.effects.first,
            tap.effects.count == 1, let call = effect.call, call.arguments.isEmpty, call.trailingClosure == nil
        else { return nil }
        guard let forwarded = TapAction(call.calledExpression), !forwarded.statements.isEmpty else { return nil }
        return forwarded
    }

    /// A full-screen view (`.ignoresSafeArea()`) whose tap wakes or dismisses it: tap anywhere to
    /// go on, as a screensaver or a splash does.
    static func isWake(_ tap: TapAction, on view: FunctionCallExprSyntax) -> Bool {
        let chain = ModifierChain(startingAt: view)
        guard chain.modifiers.contains(where: { $0.name == "ignoresSafeArea" || $0.name == "edgesIgnoringSafeArea" })
        else { return false }
        let names =
            tap.functionName.map { [$0] }
            ?? tap.effects.compactMap(\.calledName)
        return !names.isEmpty
            && names.allSatisfy { name in
                ReadableName.words(of: name).contains {
                    ["wake", "dismiss", "close", "unlock"].contains($0.lowercased())
                }
            }
    }

    /// Views that are a layer behind content when they are the tapped view.
    static let backgroundViews: Set<String> = [
        "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "LinearGradient", "RadialGradient",
    ]
    static let dismissCalls: Set<String> = ["dismiss", "dismissSheet", "close"]
    /// Words of a flag that shows or hides a screen's chrome.
    static let chromeWords: Set<String> = [
        "controls", "control", "chrome", "overlay", "toolbar", "hud", "interface", "ui", "bars", "overlays",
    ]
    static let commentWords = ["accessib", "voiceover", "voice over", "a11y", "button trait", "isbutton"]

    static func movesFocus(_ item: CodeBlockItemSyntax.Item) -> Bool {
        let callsFocus = item.tokens(viewMode: .sourceAccurate).contains { token in
            guard case let .identifier(name) = token.tokenKind, ActionName.focusCalls.contains(name) else {
                return false
            }
            return token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
        }
        if callsFocus { return true }
        // `if !connecting { focused = true }`: a guarded focus is still only a focus (judged noise on
        // unseen apps: a text field's tap that focused the field itself).
        let expression: ExprSyntax? =
            switch item {
            case let .expr(expression): expression
            case let .stmt(statement): statement.as(ExpressionStmtSyntax.self)?.expression
            default: nil
            }
        if let ifExpression = expression?.as(IfExprSyntax.self), ifExpression.elseBody == nil {
            let statements = ifExpression.body.statements
            return !statements.isEmpty && statements.allSatisfy { movesFocus($0.item) }
        }
        guard let expression, let write = Write(expression), write.operation == .assignment else {
            return false
        }
        return write.pathNames.contains { $0.lowercased().includes("focus") }
    }

    /// `isPresented = false`, `selection = nil`, `dismiss()`: a closure made only of these closes something.
    static func dismisses(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard case let .expr(expression) = item else { return false }
        if let write = Write(expression), write.operation == .assignment, let value = write.value {
            // `isEditing = false` ends edit mode: a Done button (`StateTapPhrase`), no dismissal.
            if StateTapPhrase.endsEditing(write) { return false }
            return value.is(NilLiteralExprSyntax.self) || value.isFalseLiteral
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calleeName {
            return dismissCalls.contains(name) && call.arguments.isEmpty
        }
        return false
    }

    /// `showsControls`, `controlsVisible?.wrappedValue`, `model.isOverlayHidden`: any part of the
    /// toggled path names the screen's chrome.
    static func togglesChrome(_ state: String) -> Bool {
        state.split { $0 == "." || $0 == "?" || $0 == "!" || $0 == "$" }.contains { part in
            ReadableName.words(of: String(part)).contains { chromeWords.contains($0.lowercased()) }
        }
    }

    /// A comment on the gesture's line, above it, or first in its closure that mentions
    /// accessibility: the authors decided how assistive technology sees this tap.
    static func hasAccessibilityComment(_ gesture: FunctionCallExprSyntax, action: ExprSyntax? = nil) -> Bool {
        var trivia: [Trivia] = [gesture.trailingTrivia]
        if let member = gesture.calledExpression.as(MemberAccessExprSyntax.self) {
            trivia.append(member.period.leadingTrivia)
        }
        // `.gesture(TapGesture().onEnded { … })`: the closure is the action, not the gesture's own.
        for closure in [gesture.trailingClosure, action?.as(ClosureExprSyntax.self)].compactMap({ $0 }) {
            trivia.append(closure.leftBrace.trailingTrivia)
            if let first = closure.statements.first { trivia.append(first.leadingTrivia) }
        }
        var statement = Syntax(gesture)
        while let parent = statement.parent, !parent.is(CodeBlockItemSyntax.self) { statement = parent }
        trivia.append(statement.leadingTrivia)
        return trivia.contains { pieces in
            pieces.contains { piece in
                switch piece {
                case let .lineComment(text), let .blockComment(text), let .docLineComment(text),
                    let .docBlockComment(text):
                    let lowered = text.lowercased()
                    return commentWords.contains { lowered.includes($0) }
                default:
                    return false
                }
            }
        }
    }
}
