import A11yFixSyntax
import SwiftSyntax

/// Makes tappable non-button views work with VoiceOver, Voice Control and Switch Control.
///
/// Before:
///
///     HStack { Image(systemName: "cart"); Text("Cart") }
///         .onTapGesture { openCart() }
///
/// After:
///
///     HStack { Image(systemName: "cart"); Text("Cart") }
///         .onTapGesture { openCart() }
///         .accessibilityElement(children: .combine)
///         .accessibilityAddTraits(.isButton)
///
/// Only over content that is plain to the end (`TappedContent`): a view holding a control gets a
/// finding that names it, since folding it into one element would hide the control. Content
/// without text gets a [VERIFY]-marked label from the action's name or the symbol table, never
/// from a state or storage name, else a finding. Taps that are not buttons are left alone:
/// focus and dismiss taps, backgrounds, show/hide-the-controls taps, empty or guarded no-op
/// closures, and taps whose comment says they stay out of VoiceOver's way on purpose.
public struct TapGestureButton: Transform {
    public static let descriptor = TransformDescriptor(
        id: "tap-gesture-button",
        summary: "Gives views with .onTapGesture the button trait and a combined or inferred label",
        frameworks: [.swiftUI],
        deviceTests: [.voiceOver, .voiceControl, .switchControl],
        tier: .blocksAssistiveTech,
        problem: "tappable views that are not buttons to assistive tech",
        namingRank: 1,
        blocks: [.voiceOver, .voiceControl]
    )

    public init() {}

    /// Why a tap gesture gets no button trait, besides the taps `NonButtonTap` knows are no buttons.
    enum Reason: String, NamedReason {
        case multiTap = "multi-tap"
        case alreadyButton = "already-button"
        case insideControl = "inside-control"
        case hasTrait = "has-trait"
        case accessibilityByHand = "accessibility-by-hand"
        case redundant = "redundant"
        case redundantWithButton = "redundant-with-button"
        case buttonChild = "button-child"
        case buttonView = "button-view"
        case hiddenWhereShown = "hidden-where-shown"
        case insideUnreadElement = "inside-unread-element"
        case elementActs = "element-acts"
        case chainNotEditable = "chain-not-editable"
        case notAViewCall = "not-a-view-call"
        case hasAction = "has-action"
        case pairedAction = "paired-action"
        case focusDoesIt = "focus-does-it"
        case besideControls = "beside-controls"
        case disabled = "disabled"
        case showsButtonElement = "shows-button-element"
        case textField = "text-field"
        case declaredText = "declared-text"

        var explanation: String {
            switch self {
            case .besideControls:
                "a simultaneous tap over controls runs beside their own taps (a timer restarted, a keyboard closed): "
                    + "a side effect of using them, no action of its own"
            case .textField:
                "the tapped view is a text field, which VoiceOver activates (and focuses) itself: a tap on it is no button"
            case .showsButtonElement:
                "what it shows is built as one element with the button trait already (in place, or by the project's builder "
                    + "it calls): VoiceOver reads that element as a button, and activating it taps the view"
            case .disabled: "it or a view around it is always disabled (.disabled(true)): the tap never fires"
            case .multiTap: "a double tap: a second way to act, which a button's single activation cannot stand for"
            case .alreadyButton: "the tapped view is a Button already"
            case .insideControl: "inside a control, which VoiceOver activates"
            case .hasTrait: "it has the button or link trait already"
            case .declaredText:
                "its code declares it static text (.accessibilityAddTraits(.isStaticText)) on purpose: a button trait "
                    + "beside it would contradict that choice"
            case .accessibilityByHand:
                "its accessibility is set by hand (accessibilityElement, Representation or Hidden)"
            case .redundant: "a control or the selection it sits in already does what the tap does"
            case .redundantWithButton:
                "a Button beside it in the same stack does what the tap does, or a Toggle beside it binds the flag it flips"
            case .buttonChild: "a child is marked as the button already"
            case .buttonView:
                "the tapped project view makes itself one element with the button trait; activating it taps it"
            case .hiddenWhereShown: "every place that shows its view hides it from VoiceOver"
            case .insideUnreadElement:
                "a container around it is one element that ignores its children (or is hidden): a trait here is never read"
            case .elementActs:
                "a container around it is one element with accessibility actions of its own, which reach what the tap does"
            case .chainNotEditable: "the tool cannot add modifiers to this chain"
            case .focusDoesIt:
                "it holds a text field whose focus runs the same action, so focusing the field does what the tap does"
            case .pairedAction:
                "an accessibility action right after the tap runs what the tap runs, so VoiceOver activates it already"
            case .hasAction:
                "it holds a control, so it is no button, and it has an accessibility action of its own for the tap"
            case .notAViewCall:
                "the tapped view is a property or constant (`Color.black`, `content`), not a view call the tool can read"
            }
        }
    }

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        // "TapGesture" is in `.onTapGesture` too.
        guard file.containsText("TapGesture") else { return [] }
        var findings: [Finding] = []
        for call in file.functionCalls {
            guard let tap = TapGestureCall(call) else { continue }
            findings.append(file.record(Self.self, decide(tap, in: file, context: context), atModifier: call))
        }
        return findings
    }

    /// What to do with one tap: add the trait (and a label), report what stands in the way, or
    /// leave it alone for a named reason.
    func decide(_ tap: TapGestureCall, in file: SourceFile, context: TransformContext) -> Decision {
        let (call, base, action, spelling) = (tap.call, tap.base, tap.action, tap.spelling)
        guard tap.count == 1 else { return .leftAlone(Reason.multiTap.reason) }
        // `.onTapGesture { open() }.accessibilityAction { open() }`: the pair a view modifier adds
        // for VoiceOver already (judged on unseen apps: a list row's tap modifier did both).
        if Self.pairedAction(after: call, action: action) { return .leftAlone(Reason.pairedAction.reason) }
        let inner = ModifierChain(endingAt: base)
        guard let root = inner.root.as(FunctionCallExprSyntax.self) else {
            return .leftAlone(Reason.notAViewCall.reason)
        }
        if root.calleeName == "Button" { return .leftAlone(Reason.alreadyButton.reason) }
        if ControlNames.isInsideControl(root) || Self.isInHandedLabel(root, index: context.index) {
            return .leftAlone(Reason.insideControl.reason)
        }
        if Self.isAlwaysDisabled(call) { return .leftAlone(Reason.disabled.reason) }
        let chain = ModifierChain(startingAt: root)
        if chain.addsTraits([".isButton", ".isLink"]) { return .leftAlone(Reason.hasTrait.reason) }
        // Judged wrong on unseen apps: `.isButton` stacked on a warning its authors made one static-text
        // element, whose value already holds what the tap shows.
        if chain.addsTraits([".isStaticText"]) { return .leftAlone(Reason.declaredText.reason) }
        // One element named by hand lacks only the trait (`NamedTapTarget`).
        let namedByHand = NamedTapTarget.isNamedElement(chain, content: TappedContent(of: base, index: context.index))
        if !namedByHand, chain.modifiers.contains(where: { Self.byHandModifiers.contains($0.name) }) {
            return .leftAlone(Reason.accessibilityByHand.reason)
        }
        // Also where a view property or helper that draws the tap is used (`alarmButton` in `body`).
        if UnreadPlace.isInsideUnreadContainer(root, followingMembers: true, in: file) {
            return .leftAlone(Reason.insideUnreadElement.reason)
        }
        if UnreadPlace.isInsideElementWithActions(root, followingMembers: true, in: file) {
            return .leftAlone(Reason.elementActs.reason)
        }
        // A closing tap on an icon is its screen's Close button; on a backdrop it is none.
        var closePhrase: String?
        if let reason = NonButtonTap.reason(call, view: root, action: action, in: file) {
            guard [.dismisses, .background].contains(reason),
                let phrase = CloseTap.phrase(
                    action: action, view: root, base: base, content: TappedContent(of: base, index: context.index),
                    context: context)
            else { return .leftAlone(reason.reason) }
            closePhrase = phrase
        }
        // `TextField(…).onTapGesture { searching = true }`: activating the field focuses it already.
        if ["TextField", "SecureField", "TextEditor"].contains(root.calleeName ?? "") {
            return .leftAlone(Reason.textField.reason)
        }
        if RedundantTap.isRedundant(root, action: TapAction(action), in: file) {
            return .leftAlone(Reason.redundant.reason)
        }
        if RedundantTap.isRedundantWithSibling(root, action: TapAction(action), in: file) {
            return .leftAlone(Reason.redundantWithButton.reason)
        }
        if Self.hasButtonChild(root, index: context.index) { return .leftAlone(Reason.buttonChild.reason) }
        // A project view that combines itself and adds the button trait in its own body: only the
        // choice it shows is new here (judged on unseen apps: pricing rows given both again).
        if let name = root.calleeName, context.index.makesItselfAButton(view: name) {
            return Self.choiceOfButtonView(tap, root: root, chain: chain, in: file, context: context)
        }
        // Every place that draws the enclosing view folds it into one element (or hides it):
        // a trait here would land on that element, and the tap stays out of reach.
        if let owner = EnclosingType.ownerName(of: call), let fold = context.index.fold(ofUsesOf: owner),
            fold != .open
        {
            // Drawn only as a control's label, or a picker's cell: a tap there is that control's.
            if fold == .control { return .leftAlone(Reason.insideControl.reason) }
            guard fold == .combined else { return .leftAlone(Reason.hiddenWhereShown.reason) }
            return .report(
                "view with \(spelling) is inside `\(owner)`, which every place that shows it folds into one accessibility element; the tap cannot be reached there. Give that element .accessibilityAction(named:) for it"
            )
        }

        if NonButtonTap.writesOnlyUnreadState(action, view: root) {
            return .leftAlone(NonButtonTap.Reason.unreadState.reason)
        }

        var content = TappedContent(of: base, index: context.index, performing: action)
        // `NoticeBox { NotificationCell.warning() }`: the builder made its view a button element,
        // and nothing else shows text; a second combined button around it would say it twice.
        if content.buttonElements > 0, !content.hasText, content.kind == .plain {
            return .leftAlone(Reason.showsButtonElement.reason)
        }
        // A container that swaps between two contents it is handed, handed only text everywhere.
        let textHandedIn =
            content.kind != .plain
            && (SwappedContent.isTextHandedIn(base, action: action, index: context.index)
                || HandedRowContent.isOnlyText(root, index: context.index))
            || !content.hasText && HandedRowContent.isHandedTextProperty(root, in: file, index: context.index)
        switch content.kind {
        case .unresolved where textHandedIn:
            break
        // A project view that names its own element (`NamedTapTarget`) gets the trait alone, which
        // folds nothing: the control inside stays as its authors left it.
        case .interactive
        where !content.hasOwnText && NamedTapTarget.isNamedProjectView(root, chain: chain, index: context.index):
            break
        case .interactive where Self.callsOwnMethodOfView(root, action: action, index: context.index):
            return .leftAlone(Reason.redundant.reason)
        case .interactive where Self.focusDoesTheSame(root, action: action):
            return .leftAlone(Reason.focusDoesIt.reason)
        // Judged noise on unseen apps: taps that restarted an auto-hide timer or closed a keyboard
        // whenever the controls inside were used.
        case .interactive where spelling.hasPrefix(".simultaneousGesture"):
            return .leftAlone(Reason.besideControls.reason)
        case let .interactive(control):
            // The tap's own words as a named action: the controls inside stay reachable (judged on
            // unseen apps: a banner dismissed by a tap, and holding a button, was a finding).
            if chain.has("accessibilityAction") { return .leftAlone(Reason.hasAction.reason) }
            if let (phrase, body) = Self.namedAction(action),
                let edit = ModifierInsertion.edit(
                    appending: [
                        AccessibilityModifiers(at: call, in: file, context: context).action(
                            named: SwiftLiteral.string(phrase), body: body) + " " + VerifyMarker.comment
                    ], to: chain, in: file)
            {
                return .fix(
                    message:
                        "view with \(spelling) holds \(control), so it cannot be one button; VoiceOver reaches the tap only as a named action. Add .accessibilityAction(named: \"\(phrase)\")",
                    Fix(
                        edits: [edit],
                        summary:
                            "`.accessibilityAction(named: \"\(phrase)\")` for the tap on \(root.calleeName ?? "view")",
                        isInferred: true))
            }
            return .report(
                "view with \(spelling) holds \(control); one accessibility element would hide it from VoiceOver. Make the tap a Button of its own, or give the view .accessibilityAction(named:) for it"
            )
        case let .unresolved(what):
            return .report(
                "view with \(spelling) is not a button for VoiceOver, and it holds `\(what)`, which the tool cannot see into; make it a Button, or add .accessibilityAddTraits(.isButton) once nothing inside is a control"
            )
        case .plain:
            break
        }

        // Modifiers on a `ForEach` apply to each view of each element: a row and its `Divider`
        // would both become buttons. They go on the row inside.
        var (target, targetChain) = (root, chain)
        if root.calleeName == "ForEach" {
            guard let row = Self.row(of: root) else {
                return .report(
                    "view with \(spelling) is a ForEach of several views per element, and its modifiers would make each of them a button; make each element one view (a stack), and give that view .accessibilityAddTraits(.isButton)"
                )
            }
            target = row.root
            targetChain = ModifierChain(startingAt: row.root)
            if targetChain.modifiers.contains(where: { Self.byHandModifiers.contains($0.name) }) {
                return .leftAlone(Reason.accessibilityByHand.reason)
            }
            content = TappedContent(of: row.expression, index: context.index, performing: action)
        }
        // A Group passes its modifiers to each child: combining would not make one element.
        // Around a single view it is that view.
        let isSingleViewGroup = target.calleeName == "Group" && Self.holdsSingleView(target)
        if target.calleeName == "Group", !isSingleViewGroup {
            return .report(
                "view with \(spelling) is a Group, whose accessibility modifiers apply to each child; make it a Button, or a stack with .accessibilityElement(children: .combine) and .accessibilityAddTraits(.isButton)"
            )
        }
        // `{ onJoin?() }`, `guard count > 1 else { return }`: a button only while that holds.
        let condition = TapCondition(action)
        if case let .unclear(written) = condition {
            return .report(
                "view with \(spelling) acts only when `\(written)` holds, which the tool cannot write as a trait's condition; add .accessibilityAddTraits(… ? .isButton : []) with that condition by hand"
            )
        }
        let modifiers = AccessibilityModifiers(at: call, in: file, context: context)
        // A lone image or shape is one element already; a stack becomes one by combining.
        // A helper of the type (`badge(for:)`) draws what its body does: combined like a stack.
        // A shape with an icon laid over it draws two views: combined like a stack.
        // A group around one view is that view: a leaf, unless a view it may draw is a stack or a
        // project view (`switch kind { case .photo: MediaView(…) … }`), which is combined like one.
        let isLeaf =
            isSingleViewGroup
            ? (Self.singleViews(of: target) ?? []).allSatisfy { view in
                guard let name = ModifierChain(endingAt: view).root.as(FunctionCallExprSyntax.self)?.calleeName
                else { return true }
                return !TappedContent.containers.contains(name) && !context.index.isViewLike(name)
            }
            : (target.calleeName.map {
                $0.first?.isUppercase == true && !TappedContent.containers.contains($0)
                    && !context.index.isViewLike($0)
                    && !(NonButtonTap.backgroundViews.contains($0) && targetChain.has("overlay"))
            } ?? false)
        let named =
            target.id == root.id
            && (namedByHand
                || !content.hasOwnText && !textHandedIn
                    && NamedTapTarget.isNamedProjectView(target, chain: targetChain, index: context.index))
        var lines = isLeaf || named ? [] : [modifiers.element(children: ".combine")]
        // A tap that opens a web page is a link (judged on real apps: a credit styled as a link).
        let trait = Self.opensURL(action) ? ".isLink" : ".isButton"
        // A condition the `if` or `switch` case around the view settles is a constant there: inside
        // `if mode == .week`, a tab coloured by `mode == .week` is always chosen, so it is no choice.
        var holds: String?
        if case let .when(written) = condition { holds = written }
        if let holds, EnclosingBranches.settle(holds, at: target) != true {
            lines.append(modifiers.addTraits("\(holds) ? \(trait) : []"))
        } else if holds == nil,
            let selected = Self.selectionShown(by: targetChain)
                ?? ChosenByTap.condition(action: action, view: target, chain: targetChain)
                ?? ChosenByTap.toggledSelection(action: action, chain: targetChain),
            EnclosingBranches.settle(selected, at: target) == nil
        {
            // A tab whose background shows it is the chosen one says so too.
            lines.append(modifiers.addTraits("\(selected) ? [\(trait), .isSelected] : \(trait)"))
        } else {
            lines.append(modifiers.addTraits(trait))
        }
        let summary: String
        var inferred = false
        let name = target.calleeName ?? "view"
        if named {
            summary = "`.accessibilityAddTraits(\(trait))` on tappable \(name), which names itself already"
        } else if content.hasText || textHandedIn || targetChain.hasAccessibilityLabel {
            summary =
                content.hasText || textHandedIn
                ? "`.accessibilityAddTraits(\(trait))` and combined children on tappable \(name)"
                : "`.accessibilityAddTraits(\(trait))` on tappable \(name), keeping its label"
            // A header whose chevron shows it open or shut says so (judged OK, not good, on unseen
            // apps: combined headers that never told whether they were expanded).
            // The words are English literals: left out where a project keying its `.strings` tables by
            // name would never translate them.
            if content.hasText, !targetChain.has("accessibilityValue"),
                !context.index.newEnglishTextStaysUntranslated,
                let state = DisclosureTap.value(action: action, view: target)
            {
                lines.append(modifiers.value(state) + " " + VerifyMarker.comment)
                inferred = true
            }
        } else {
            // `onClose()` is a callback, and no dismissal `NonButtonTap` knows: its word is still "Close".
            // A confirmation's title says what the icon does better than its glyph's "Close".
            let closing =
                StateTapPhrase.dialogTitle(action, near: target) == nil
                ? closePhrase
                    ?? CloseTap.phrase(action: action, view: target, base: base, content: content, context: context)
                : nil
            /// The trait and a label the code names (`[VERIFY]`), appended to the tapped chain.
            func namedFix(_ lines: [String], _ name: String, _ noun: String) -> Decision {
                guard let edit = ModifierInsertion.edit(appending: lines, to: targetChain, in: file) else {
                    return .leftAlone(Reason.chainNotEditable.reason)
                }
                return .fix(
                    message:
                        "view with \(spelling) is not a \(trait == ".isLink" ? "link" : "button") for VoiceOver, Voice Control or Switch Control; add \(lines.map { $0.components(separatedBy: " //")[0] }.joined())",
                    Fix(
                        edits: [edit],
                        summary:
                            "`.accessibilityAddTraits(\(trait))` and `.accessibilityLabel(\(name))` on tappable \(noun)",
                        isInferred: true, namedElement: targetChain.element))
            }
            // A tile of a `ForEach` that shows its element's own picture: a phrase from the action
            // or the symbol table would give every tile the same name (judged wrong on unseen apps:
            // every app icon read "Change app"). Its element's own name is the label, when the
            // project says what names it (`icon.accessibilityName`).
            if closing == nil, Self.isElementTile(target) {
                guard let name = Self.tileName(of: target, index: context.index) else {
                    return .report(
                        "view with \(spelling) is one of a ForEach's tiles, each showing its element's own picture; a label from the action would name every tile the same. Add .accessibilityAddTraits(.isButton) and a label with each element's own name"
                    )
                }
                return namedFix(lines + [modifiers.label(name) + " " + VerifyMarker.comment], name, "tile")
            }
            // `Image(systemName: sfSymbol)` drawn in place of `Text(text)`: the view's own words.
            if closing == nil, let name = ShownTextProperty.name(near: target, action: action) {
                return namedFix(lines + [modifiers.label(name) + " " + VerifyMarker.comment], name, "view")
            }
            // `.help("Eject")`, `.toolTip(toolTip?.localized())`: the words a pointer shows are its name.
            if closing == nil, let tip = Self.toolTip(of: targetChain) {
                return namedFix(lines + [modifiers.label(tip) + " " + VerifyMarker.comment], tip, "view")
            }
            // `Text("Icon:")` right before the icon in its row: the field it sets, in the caption's words.
            if closing == nil, let caption = FieldCaption.text(before: target) ?? FieldCaption.text(under: target) {
                return namedFix(lines + [modifiers.label(caption) + " " + VerifyMarker.comment], caption, "icon")
            }
            // A chevron that shows and hides what its flag names: "Collapse" or "Expand" by that flag.
            if closing == nil, let disclosure = DisclosureTap.label(action: action, view: target) {
                return namedFix(
                    lines + [modifiers.label(disclosure) + " " + VerifyMarker.comment], disclosure, "chevron")
            }
            // An avatar opening its person's profile: named by the name shown beside it.
            if closing == nil, let name = AvatarProfileTap.label(of: target, action: action) {
                return namedFix(lines + [modifiers.label(name) + " " + VerifyMarker.comment], name, "avatar")
            }
            // `Image(systemName: isPlaying ? "pause" : "play")` flipping `isPlaying`: what each picture does.
            if closing == nil,
                let stateful = StateGlyphTap.label(action: action, view: target, context: context)
            {
                return namedFix(
                    lines + [modifiers.label(stateful) + " " + VerifyMarker.comment], stateful, "icon")
            }
            // An icon flipping a mode flag: a toggle for that mode, selected while it holds.
            if closing == nil, case .always = condition, Self.selectionShown(by: targetChain) == nil,
                let flag = FlippedFlagTap.flag(of: action)
            {
                lines[lines.count - 1] = modifiers.addTraits("\(flag.name) ? [\(trait), .isSelected] : \(trait)")
                let name = SwiftLiteral.string(flag.phrase)
                return namedFix(lines + [modifiers.label(name) + " " + VerifyMarker.comment], name, "icon")
            }
            let phrase = closing ?? Self.label(action: action, view: target, context: context)
            // `bubble(villager: Villager)` drawing the villager's picture: named by the villager.
            if phrase == nil, let name = Self.drawnValueName(of: target, action: action, index: context.index) {
                // A checkmark its helper shows for chosen values (`visited.contains(villager)`).
                if case .always = condition, Self.selectionShown(by: targetChain) == nil,
                    let value = name.split(separator: ".").first,
                    let chosen = Self.checkmarkCondition(in: target, value: String(value))
                {
                    lines[lines.count - 1] = modifiers.addTraits("\(chosen) ? [\(trait), .isSelected] : \(trait)")
                }
                return namedFix(lines + [modifiers.label(name) + " " + VerifyMarker.comment], name, "view")
            }
            guard let phrase else {
                if let action, Self.cutsPhrase(action), let name = ActionName.name(of: action) {
                    return .report(
                        "view with \(spelling) is not a button for VoiceOver, and the name of its action, `\(name)`, reads whole only with its argument label; add .accessibilityAddTraits(.isButton) and a label by hand"
                    )
                }
                return .report(
                    "view with \(spelling) is not a button for VoiceOver, and neither its code nor the symbol table says what it does; add .accessibilityAddTraits(.isButton) and a label by hand"
                )
            }
            lines.append(modifiers.label(SwiftLiteral.string(phrase)) + " " + VerifyMarker.comment)
            summary = "`.accessibilityAddTraits(\(trait))` and `.accessibilityLabel` on tappable \(phrase) \(name)"
            inferred = true
        }
        // Before a layer that acts on its own (a delete badge laid over a tile), so that it stays
        // out of the combined element.
        let insertionChain =
            target.id == root.id && Self.layerAfterTapActs(targetChain, tap: call)
            ? ModifierChain(endingAt: call) : targetChain
        guard let edit = ModifierInsertion.edit(appending: lines, to: insertionChain, in: file) else {
            return .leftAlone(Reason.chainNotEditable.reason)
        }
        return .fix(
            message:
                "view with \(spelling) is not a \(trait == ".isLink" ? "link" : "button") for VoiceOver, Voice Control or Switch Control; add \(lines.map { $0.components(separatedBy: " //")[0] }.joined())",
            Fix(edits: [edit], summary: summary, isInferred: inferred, namedElement: targetChain.element))
    }

    /// A tap on a project view that is a button element of its own: `.isSelected` under the condition
    /// it is chosen, when the tap chooses it (`selected = option` beside `isSelected: selected ==
    /// option`); else nothing, since activating the element taps it.
    static func choiceOfButtonView(
        _ tap: TapGestureCall, root: FunctionCallExprSyntax, chain: ModifierChain, in file: SourceFile,
        context: TransformContext
    ) -> Decision {
        guard !chain.addsTraits([".isSelected"]),
            let selected = selectionShown(by: chain)
                ?? ChosenByTap.condition(action: tap.action, view: root, chain: chain)
        else { return .leftAlone(Reason.buttonView.reason) }
        let line = AccessibilityModifiers(at: tap.call, in: file, context: context).addTraits(
            "\(selected) ? .isSelected : []")
        guard let edit = ModifierInsertion.edit(appending: [line], to: chain, in: file) else {
            return .leftAlone(Reason.chainNotEditable.reason)
        }
        let name = root.calleeName ?? "view"
        return .fix(
            message:
                "view with \(tap.spelling) is \(name), a button element of its own, and VoiceOver does not hear which option is chosen; add \(line)",
            Fix(
                edits: [edit], summary: "`.isSelected` following `\(selected)` on tappable \(name)", isInferred: false))
    }

    /// The text of a `.help(…)` or `.toolTip(…)` on the view, as a label's argument: a literal as it
    /// is, an optional string with `?? ""` (`toolTip?.localized() ?? ""`). Nil for a `Text` or none.
    static func toolTip(of chain: ModifierChain) -> String? {
        for modifier in chain.modifiers where ["help", "toolTip", "tooltip"].contains(modifier.name) {
            guard let argument = modifier.call?.arguments.first, argument.label == nil else { continue }
            let expression = argument.expression
            if let literal = expression.stringLiteralValue {
                return literal.contains(where: \.isLetter) ? expression.trimmedText : nil
            }
            if expression.is(StringLiteralExprSyntax.self) { return expression.trimmedText }
            // `tip`, `tip?.localized()`: a string property of the view, maybe optional.
            let text = expression.trimmedText
            guard text.first?.isLowercase == true, !text.hasPrefix("Text"),
                text.allSatisfy({ $0.isLetter || $0.isNumber || "_.?()".contains($0) })
            else { continue }
            return text.contains("?") ? "\(text) ?? \"\"" : text
        }
        return nil
    }

    /// `{ dismissNotification(id: message.id) }` → ("Dismiss", the call): a tap of one call that
    /// closes what it is on, for `.accessibilityAction(named:)`. Its closing word stands alone
    /// ("Dismiss"). Other calls are reported: over a view holding controls, a whole-view tap often
    /// does what one of them does, which a person must judge.
    static func namedAction(_ action: ExprSyntax?) -> (phrase: String, body: String)? {
        guard let effects = TapAction(action)?.effects, effects.count == 1, let call = effects[0].call,
            let calledName = effects[0].calledName, call.trailingClosure == nil,
            !effects[0].text.includes("\n"), !isCallbackName(calledName), !ReadableName.isStorageName(calledName),
            !NonButtonTap.isDecorativeName(calledName)
        else { return nil }
        let first = ReadableName.words(of: calledName).first?.lowercased() ?? ""
        guard ["dismiss", "close", "hide"].contains(first) else { return nil }
        return (first.capitalized, effects[0].text)
    }

    /// Modifiers that say the accessibility of a view was set by hand.
    static let byHandModifiers: Set<String> = [
        "accessibilityElement", "accessibilityRepresentation", "accessibilityHidden",
    ]

    /// `PlayerBar(…).onTapGesture { toggleMode() }` where `PlayerBar` declares `toggleMode` too: the
    /// bar's own control does what the whole-bar tap does (judged noise on real apps: a mini player's
    /// expand tap beside its chevron button), and VoiceOver reaches that control.
    static func callsOwnMethodOfView(_ view: FunctionCallExprSyntax, action: ExprSyntax?, index: ProjectIndex) -> Bool {
        guard let type = view.calleeName, index.isViewLike(type), let effects = TapAction(action)?.effects,
            !effects.isEmpty
        else { return false }
        return effects.allSatisfy { effect in
            guard let call = effect.call, let name = effect.calledName else { return false }
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            return (base == nil || base?.trimmedText == "self") && index.declares(method: name, in: type)
        }
    }

    /// Views that separate the rows of a `ForEach`: no content of their own.
    static let separators: Set<String> = ["Divider", "Spacer"]

    /// The one view each element of `forEach` draws besides separators (`Row(item); Divider()`),
    /// with its root call; nil when it draws several, or chooses among views.
    static func row(of forEach: FunctionCallExprSyntax) -> (expression: ExprSyntax, root: FunctionCallExprSyntax)? {
        guard let closure = forEach.trailingClosure ?? forEach.closure(labeled: "content") else { return nil }
        var rows: [(ExprSyntax, FunctionCallExprSyntax)] = []
        for statement in closure.statements {
            guard case let .expr(expression) = statement.item,
                let root = ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self)
            else { return nil }
            if separators.contains(root.calleeName ?? "") { continue }
            rows.append((expression, root))
        }
        guard rows.count == 1, let row = rows.first else { return nil }
        return (expression: row.0, root: row.1)
    }

    /// What the tap does, in words: the action's name when it is one, else the symbol table's
    /// phrase for the image. Never a state or storage name (`wrappedValue`, `selection`): a
    /// toggled state is shown by a trait, not named by a label.
    static func label(action: ExprSyntax?, view: FunctionCallExprSyntax, context: TransformContext) -> String? {
        if let action, let toggled = ActionName.toggledState(of: action) {
            // `showTip.toggle()` with `.popover(isPresented: $showTip)` opens what the popover shows:
            // named by what the flag names, or by the glyph (judged on unseen apps: an info icon
            // toggling its tip, reported as saying nothing).
            guard StateTapPhrase.presentedFlag(action, near: view) != nil else { return nil }
            let name = toggled.split(separator: ".").last.map(String.init) ?? toggled
            return StateTapPhrase.openedThing(named: name) ?? Self.openerPhrase(of: view, context: context)
        }
        // `toggleBoxAnimation()` replays a look; its name is no label. `onSelect()` is the caller's
        // callback: it says when it runs, not what it does, and every thumbnail would read "Select".
        if let action, let name = ActionName.name(of: action), Self.isCallbackName(name) {
            // `Image("Delete")` performing `onDelete`: the picture is named for the very callback it
            // runs, so the two agree on what it does (judged on unseen apps: a delete icon left unnamed).
            let said = ReadableName.words(of: String(name.dropFirst(2)))
            guard let glyph = imageName(in: view), ReadableName.words(of: glyph).map({ $0.lowercased() }) == said,
                let first = said.first
            else {
                // `onPreview()`, `onShare()`: a callback named for a deed a person asks for, not for when
                // it runs (judged on unseen apps: an attachment tile tapped to preview, left unnamed).
                // `onSelectCreate()`, `onTapShare()`: when it runs, then the deed it asks for.
                if said.count >= 2, Self.eventWords.contains(said[0].lowercased()),
                    Self.deedVerbs.contains(said[1].lowercased()),
                    !said.dropFirst(2).contains(where: { Self.eventWords.contains($0.lowercased()) })
                {
                    return ReadableName.phrase(forActionName: said.dropFirst().joined())
                }
                guard let first = said.first?.lowercased(), Self.deedVerbs.contains(first),
                    !said.dropFirst().contains(where: { Self.eventWords.contains($0.lowercased()) })
                else { return nil }
                return ReadableName.phrase(forActionName: name)
            }
            return ([first.prefix(1).uppercased() + first.dropFirst()] + said.dropFirst()).joined(separator: " ")
        }
        // An xmark that toggles an element in or out of a set (`toggleActive(at: offset)`) is shown
        // only while it is in: it removes it (judged wrong on unseen apps: "Toggle active component").
        if let action, let name = ActionName.name(of: action),
            ReadableName.words(of: name).first?.lowercased() == "toggle",
            let glyph = imageName(in: view)?.lowercased(), glyph == "x" || glyph.hasPrefix("xmark")
        {
            return "Remove"
        }
        if let action, let name = ActionName.name(of: action), !ReadableName.isStorageName(name),
            !NonButtonTap.isDecorativeName(name), !cutsPhrase(action)
        {
            // `navigateTo(.profile(author))`: "Navigate to" says where only with its argument.
            if let phrase = ReadableName.phrase(forActionName: name), !Self.endsInPreposition(phrase) {
                return BackPhrases.all.contains(phrase) ? "Back" : phrase
            }
        }
        // `Task { guard let url … else { return }; try await App.createFolder(at: url) }`: the one
        // call after its guards names the tap (judged on unseen apps: "Folder" for the icon, where the
        // call said "New folder").
        if let call = Self.guardedCall(action), let name = ActionName.name(of: ExprSyntax(call)),
            !Self.isCallbackName(name), !ReadableName.isStorageName(name), !NonButtonTap.isDecorativeName(name),
            let phrase = ReadableName.phrase(forActionName: name)
        {
            return Self.creationPhrase(phrase)
        }
        // `if let index { openPreview(at: index) } else { previewer.preview(image) }`: one deed done
        // two ways is named by the deed both phrases end in.
        if let deed = Self.sharedDeed(action) { return deed }
        // `confirmStop = true` opening `.confirmationDialog("Stop the timer?", …)`: its title.
        if let title = StateTapPhrase.dialogTitle(action, near: view) { return title }
        // `showSettings = true`, `isEditing = false`: the state says what the tap does.
        if let phrase = StateTapPhrase.phrase(action) { return phrase }
        // `isPopover = true` bound to `.popover(isPresented: $isPopover)`: the glyph says what opens.
        if let action, StateTapPhrase.presentedFlag(action, near: view) != nil {
            return Self.openerPhrase(of: view, context: context)
        }
        if let action, ActionName.namesSomethingElse(action) || setsState(action) { return nil }
        return imageName(in: view).flatMap { context.phrases.phrase(for: $0) }
    }

    /// Glyphs that by convention stand for what they open (information, help, settings, more): the
    /// phrase of a glyph that names an object (`lock.shield`, "Privacy") says little of a popover.
    static let openerGlyphs: Set<String> = ["info", "questionmark", "gearshape", "gear", "ellipsis"]

    /// The table's phrase for an icon that opens what a flag presents, when its glyph is an opener.
    static func openerPhrase(of view: FunctionCallExprSyntax, context: TransformContext) -> String? {
        guard let glyph = imageName(in: view),
            openerGlyphs.contains(String(glyph.prefix { $0 != "." }))
        else { return nil }
        return context.phrases.phrase(for: glyph)
    }

    /// Whether `view` is what a `ForEach` draws for each element (the whole tile) and shows no
    /// image named by a literal (`Image(uiImage: item.icon.image)`): its picture is the element's,
    /// so the tiles differ only in what they show.
    static func isElementTile(_ view: FunctionCallExprSyntax) -> Bool {
        imageName(in: view) == nil && elementClosure(of: view) != nil
    }

    /// The `ForEach` closure that draws `view` as its one statement.
    static func elementClosure(of view: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        let statement = ModifierChain(startingAt: view).outermost.parent?.as(CodeBlockItemSyntax.self)
        guard let closure = statement?.parent?.parent?.as(ClosureExprSyntax.self) else { return nil }
        let call =
            closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let call, call.calleeName == "ForEach",
            call.trailingClosure?.id == closure.id || call.closure(labeled: "content")?.id == closure.id
        else { return nil }
        return closure
    }

    /// Image property names many types declare: no evidence of which type a value is.
    static let commonImageNames: Set<String> = [
        "image", "icon", "thumbnail", "photo", "picture", "avatar", "preview", "uiimage", "nsimage", "artwork", "cover",
    ]

    /// `item.icon.accessibilityName` for a tile showing `item.icon.mediumImage`: the element's
    /// value whose image it shows, named by the property the one project type declaring that
    /// image property names its instances with (`ProjectIndex.nameProperty(ofTypeWithImage:)`).
    static func tileName(of view: FunctionCallExprSyntax, index: ProjectIndex) -> String? {
        guard let closure = elementClosure(of: view) else { return nil }
        let parameters: [String]
        switch closure.signature?.parameterClause {
        case let .simpleInput(list)?: parameters = list.map(\.name.text)
        case let .parameterClause(clause)?: parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return nil
        }
        for token in view.arguments.tokens(viewMode: .sourceAccurate) {
            // The image itself (`item.icon.mediumImage`, not `item.icon` on the way there), by a
            // name specific enough to belong to one type: `image` or `icon` may be anyone's.
            guard let access = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(MemberAccessExprSyntax.self),
                access.declName.baseName.id == token.id, let base = access.base,
                access.parent?.as(MemberAccessExprSyntax.self)?.base?.id != access.id,
                !Self.commonImageNames.contains(token.text.lowercased()),
                let name = index.nameProperty(ofTypeWithImage: token.text)
            else { continue }
            // The value must be the element's: its path starts at the closure's parameter.
            var root = base
            while let member = root.as(MemberAccessExprSyntax.self), let inner = member.base { root = inner }
            guard let parameter = root.as(DeclReferenceExprSyntax.self)?.baseName.text, parameters.contains(parameter)
            else { continue }
            return base.trimmedText + "." + name
        }
        // `ForEach(Character.forDate(date)) { character in Image(character.rawValue) }`: the elements
        // of a project type the data comes straight from, named by that type's name property.
        guard parameters.count == 1, let parameter = parameters.first,
            let forEach = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            let data = forEach.arguments.first?.expression, let type = elementType(of: data),
            let name = index.nameProperty(ofType: type),
            view.arguments.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == parameter })
        else { return nil }
        return parameter + "." + name
    }

    /// `villager.localizedName` for a view that a function drawing one value (`bubble(villager:
    /// Villager)`) builds from that value (`icon(for: villager)`), when the project type of the value
    /// names its instances (`ProjectIndex.nameProperty(ofType:)`). Nil when no parameter or several fit.
    /// A value of an action type the tap performs (`buttonFor(action: WindowAction)` tapping
    /// `onWindowAction(action)`) names it too: the value is what the tap does, not what it acts on.
    static func drawnValueName(of view: FunctionCallExprSyntax, action: ExprSyntax? = nil, index: ProjectIndex)
        -> String?
    {
        var node = view.parent
        while let current = node, !current.is(FunctionDeclSyntax.self), !current.is(MemberBlockSyntax.self) {
            if current.is(ClosureExprSyntax.self) { return nil }
            node = current.parent
        }
        // A style's `makeBody(configuration:)` takes SwiftUI's own `Configuration`, whatever
        // project type shares that name.
        guard let function = node?.as(FunctionDeclSyntax.self), function.name.text != "makeBody" else { return nil }
        let drawn = Set(view.tokens(viewMode: .sourceAccurate).map(\.text))
        let performed = Set(action?.tokens(viewMode: .sourceAccurate).map(\.text) ?? [])
        let names = function.signature.parameterClause.parameters.compactMap { parameter -> String? in
            let name = (parameter.secondName ?? parameter.firstName).text
            guard let type = parameter.type.as(IdentifierTypeSyntax.self)?.name.text,
                drawn.contains(name) || performed.contains(name) && Self.isActionType(type),
                let property = index.nameProperty(ofType: type)
            else { return nil }
            return name + "." + property
        }
        return names.count == 1 ? names.first : nil
    }

    /// Whether a default `.accessibilityAction { … }` follows the tap in its chain, or a named one
    /// that runs the tap's own action: VoiceOver's activate does what the tap does.
    static func pairedAction(after tap: FunctionCallExprSyntax, action: ExprSyntax?) -> Bool {
        var node = Syntax(tap)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
            let outer = member.parent?.as(FunctionCallExprSyntax.self)
        {
            if member.declName.baseName.text == "accessibilityAction" {
                let body = outer.trailingClosure?.statements.trimmedText ?? ""
                let performed =
                    action.map { ($0.as(ClosureExprSyntax.self)?.statements.trimmedText ?? $0.trimmedText) } ?? ""
                if outer.arguments.isEmpty || !performed.isEmpty && body == performed { return true }
            }
            node = Syntax(outer)
        }
        return false
    }

    /// Whether the tapped view holds a text field (`.focused($isEditing)`) whose focus change
    /// (`.onChange(of: isEditing) { … }`) calls what the tap calls: VoiceOver and the keyboard reach
    /// the action by focusing the field (judged on unseen apps: a duration segment around its field).
    static func focusDoesTheSame(_ root: FunctionCallExprSyntax, action: ExprSyntax?) -> Bool {
        guard let action, let name = ActionName.name(of: action) else { return false }
        let calls = root.tokens(viewMode: .sourceAccurate).compactMap { token -> FunctionCallExprSyntax? in
            guard token.text == "focused" || token.text == "onChange",
                let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            else { return nil }
            return call
        }
        let focused = Set(
            calls.filter { $0.calledExpression.lastToken(viewMode: .sourceAccurate)?.text == "focused" }
                .compactMap { $0.arguments.first?.expression.trimmedText.drop(while: { $0 == "$" }) }.map(String.init))
        return calls.contains { call in
            guard call.calledExpression.lastToken(viewMode: .sourceAccurate)?.text == "onChange",
                let watched = call.argument(labeled: "of")?.expression.trimmedText, focused.contains(watched),
                let closure = call.trailingClosure
            else { return false }
            return closure.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
        }
    }

    /// "Navigate to", "Open with": a phrase cut before its object.
    static func endsInPreposition(_ phrase: String) -> Bool {
        let prepositions: Set<String> = ["to", "for", "with", "at", "from", "of", "in", "on", "by", "into", "as"]
        return phrase.split(separator: " ").count > 1
            && prepositions.contains(phrase.split(separator: " ").last.map { $0.lowercased() } ?? "")
    }

    /// `WindowAction`, `EditorCommand`: a type whose values are things to do.
    static func isActionType(_ type: String) -> Bool {
        ["action", "command", "operation"].contains(ReadableName.words(of: type).last ?? "")
    }

    /// `visited.contains(villager)` for a view that passes `value` to a helper of its type drawing a
    /// checkmark under that condition (`checkCircle(for: villager)` showing `Image(systemName:
    /// "checkmark.circle.fill").opacity(visited.contains(villager) ? 1 : 0)`): the values the mark
    /// picks out of a set are the chosen ones. Nil for any other mark or condition (`item.isDone`).
    static func checkmarkCondition(in view: FunctionCallExprSyntax, value: String) -> String? {
        guard let members = view.ancestor(MemberBlockSyntax.self)?.members else { return nil }
        var helpers: Set<String> = []
        for token in view.tokens(viewMode: .sourceAccurate) {
            guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self), call.calleeName == token.text,
                call.arguments.contains(where: { $0.expression.trimmedText == value })
            else { continue }
            helpers.insert(token.text)
        }
        for member in members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), helpers.contains(function.name.text),
                function.signature.parameterClause.parameters.contains(where: {
                    ($0.secondName ?? $0.firstName).text == value
                }),
                let body = function.body
            else { continue }
            for token in body.tokens(viewMode: .sourceAccurate) where token.text == "opacity" {
                guard let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                    let image = ModifierChain(endingAt: call).root.as(FunctionCallExprSyntax.self),
                    image.calleeName == "Image",
                    image.argument(labeled: "systemName")?.expression.trimmedText.hasPrefix("\"checkmark") == true,
                    let ternary = call.arguments.first?.expression.ternaryParts,
                    ternary.whenTrue.trimmedText == "1", ternary.condition.hasSuffix(".contains(\(value))"),
                    ternary.condition.dropLast(".contains(\(value))".count).allSatisfy({
                        $0.isLetter || $0.isNumber || $0 == "_" || $0 == "."
                    })
                else { continue }
                return ternary.condition
            }
        }
        return nil
    }

    /// `Character.allCases`, `Character.forDate(date)`: a type's own member, one step from the type,
    /// whose values are taken as that type's. Nil for a value's members (`store.items`) and
    /// longer paths (`Store.shared.items`).
    static func elementType(of data: ExprSyntax) -> String? {
        let access =
            data.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
            ?? data.as(MemberAccessExprSyntax.self)
        guard let type = access?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            type.first?.isUppercase == true
        else { return nil }
        return type
    }

    /// Argument labels that join a method's name without naming what it acts on: `select(for:)`
    /// is read whole as "Select"; `changeApp(icon:)` is not read whole as "Change app".
    static let joiningLabels: Set<String> = [
        "for", "with", "to", "at", "in", "from", "by", "on", "of", "into", "as", "using", "via", "animated",
        "completion", "after", "before",
    ]

    /// Whether the action calls one method whose first argument label continues its name
    /// (`changeApp(icon: item.icon)`): the method's name alone would be a cut phrase.
    static func cutsPhrase(_ action: ExprSyntax) -> Bool {
        var expression: ExprSyntax? = action
        if let closure = action.as(ClosureExprSyntax.self) {
            guard closure.statements.count == 1, case let .expr(only)? = closure.statements.first?.item else {
                return false
            }
            expression = only
        }
        while let wrapped = expression?.as(AwaitExprSyntax.self)?.expression
            ?? expression?.as(TryExprSyntax.self)?
            .expression
        {
            expression = wrapped
        }
        guard let call = expression?.as(FunctionCallExprSyntax.self), let label = call.arguments.first?.label?.text
        else { return false }
        return !joiningLabels.contains(label)
    }

    /// `isSelected` in `.background(isSelected ? Color.accentColor.opacity(0.2) : .clear)` on the
    /// tapped view: a flag named for selection (`isSelected`, `selected`) that picks its background,
    /// as a settings sidebar tab shows the chosen one; or the value a layer is given as its
    /// `isSelected:` argument (`.overlay { ring(isSelected: item.isSelected) }`). Nil for any other condition (`isDone`) or
    /// when the view marks a trait of its own already.
    static func selectionShown(by chain: ModifierChain) -> String? {
        guard !chain.addsTraits([".isSelected"]) else { return nil }
        // `.overlay { strokeOverlay(isSelected: item.isSelected) }`: a mark drawn for the chosen one.
        for modifier in chain.modifiers where modifier.name == "overlay" || modifier.name == "background" {
            guard let call = modifier.call else { continue }
            for token in call.tokens(viewMode: .sourceAccurate)
            where token.text == "isSelected" || token.text == "selected" {
                guard let argument = token.parent?.as(LabeledExprSyntax.self), argument.label?.id == token.id,
                    argument.expression.trimmedText.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
                else { continue }
                return argument.expression.trimmedText
            }
        }
        for modifier in chain.modifiers where modifier.name == "background" {
            guard let argument = modifier.call?.arguments.first(where: { $0.label == nil })?.expression,
                let condition = argument.ternaryParts?.condition,
                condition.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
                let last = condition.split(separator: ".").last,
                ReadableName.words(of: String(last)).map({ $0.lowercased() }).last == "selected"
            else { continue }
            return condition
        }
        // A custom segment or tile outside a `ForEach` whose fill follows `isSelected` or
        // `selection == id`; a `ForEach` row's choice is selection-trait's.
        guard let root = chain.root.as(FunctionCallExprSyntax.self),
            SelectionColour.repeatedElement(of: chain.outermost) == nil
        else { return nil }
        return SelectionColour.condition(for: root, tapped: true)
    }

    /// `openURL(url)`, `UIApplication.shared.open(url)`: the tap goes to a web page or another app.
    /// Opening a file (`NSWorkspace.shared.open(item.fileURL)`) is a button's action: a link goes
    /// to a browser (judged wrong on real apps: a dropped file's tile read as a link).
    static func opensURL(_ action: ExprSyntax?) -> Bool {
        guard let action else { return false }
        let openers: Set<String> = ["openURL", "UIApplication.shared.open", "NSWorkspace.shared.open"]
        return action.tokens(viewMode: .sourceAccurate).contains { token in
            // `openURL` sits right under its call; `NSWorkspace.shared.open` under a member access.
            let callee = token.parent?.parent
            guard let call = callee?.as(FunctionCallExprSyntax.self) ?? callee?.parent?.as(FunctionCallExprSyntax.self),
                call.calledExpression.lastToken(viewMode: .sourceAccurate)?.id == token.id,
                openers.contains(call.calledExpression.trimmedText), let opened = call.arguments.first
            else { return false }
            let words = ReadableName.words(of: opened.expression.trimmedText).map { $0.lowercased() }
            return !words.contains(where: fileWords.contains)
        }
    }

    /// Words that name a file on disk rather than a web address.
    static let fileWords: Set<String> = [
        "file", "files", "storage", "path", "folder", "directory", "document", "documents", "local",
    ]

    /// Whether a layer laid over or under the view after its tap (`.overlay { deleteBadge.onTapGesture
    /// { … } }`) holds a tap or a control of its own: combined with the view, it would be folded
    /// into the view's element and lose its own action.
    static func layerAfterTapActs(_ chain: ModifierChain, tap: FunctionCallExprSyntax) -> Bool {
        guard let position = chain.modifiers.firstIndex(where: { $0.call?.id == tap.id }) else { return false }
        return chain.modifiers[(position + 1)...].contains { modifier in
            guard TappedContent.layeringModifiers.contains(modifier.name), let call = modifier.call else {
                return false
            }
            // The layer alone: the called expression holds the whole chain before it.
            let layers =
                [Syntax(call.arguments)] + [call.trailingClosure].compactMap { $0.map(Syntax.init) }
                + call.additionalTrailingClosures.map { Syntax($0) }
            return layers.contains { layer in
                layer.tokens(viewMode: .sourceAccurate).contains {
                    ["onTapGesture", "TapGesture"].contains($0.text) || ControlNames.labelled.contains($0.text)
                }
            }
        }
    }

    /// `onSelect`, `onTapAvatar`: a callback handed in by whoever draws the view.
    /// The one call a tap makes once its `guard`s pass, looked through `Task` and `await`; nil when
    /// there is no guard (the action's name was asked already) or it does more.
    static func guardedCall(_ action: ExprSyntax?) -> FunctionCallExprSyntax? {
        guard let effects = TapAction(action)?.effects else { return nil }
        let work = effects.filter { !$0.syntax.is(GuardStmtSyntax.self) }
        guard work.count == 1, work.count < effects.count, let call = work[0].call,
            call.trailingClosure == nil,
            call.calledExpression.is(MemberAccessExprSyntax.self)
                || call.calledExpression.is(DeclReferenceExprSyntax.self)
        else { return nil }
        return call
    }

    /// "Create folder" → "New folder": what a creating control is called (File ▸ New Folder).
    static func creationPhrase(_ phrase: String) -> String {
        let words = phrase.split(separator: " ", maxSplits: 1)
        guard words.count == 2, ["Create", "Make"].contains(words[0]) else { return phrase }
        return "New " + words[1]
    }

    /// Whether `.disabled(true)` applies to `node`: on its own chain, or on a view around it in the same
    /// body. A disabled view gets no taps (judged on unseen apps: the tiles of an app icon picker kept
    /// disabled as "coming soon" were given the button trait).
    static func isAlwaysDisabled(_ node: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "disabled", let base = member.base,
                base.position <= node.position, node.endPosition <= base.endPosition,
                call.arguments.first?.expression.trimmedText == "true"
            {
                return true
            }
            current = parent
        }
        return false
    }

    /// The phrase of an `if`/`else` whose branches each make one call and whose phrases end in the
    /// same word: the shorter one ("Preview" of "Open attachment preview" and "Preview"), what the tap
    /// does either way (judged on unseen apps: an image opening its preview in the app's viewer, or
    /// in Quick Look when it has no index, left unnamed). Branches that end apart (`play()`,
    /// `pause()`) do two things, which a trait's condition or a person must word.
    static func sharedDeed(_ action: ExprSyntax?) -> String? {
        guard let closure = action?.as(ClosureExprSyntax.self), closure.statements.count == 1,
            let item = closure.statements.first?.item
        else { return nil }
        let expression: ExprSyntax?
        switch item {
        case let .expr(written): expression = written
        case let .stmt(statement): expression = statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: expression = nil
        }
        guard let branch = expression?.as(IfExprSyntax.self), branch.elseBody != nil else { return nil }
        let effects = TapAction.effects(of: closure.statements)
        guard effects.count == 2 else { return nil }
        let phrases = effects.compactMap { effect -> String? in
            guard let call = effect.call, call.trailingClosure == nil, let name = effect.calledName,
                !isCallbackName(name), !ReadableName.isStorageName(name), !NonButtonTap.isDecorativeName(name)
            else { return nil }
            return ReadableName.phrase(forActionName: name)
        }
        guard phrases.count == 2,
            let last = phrases[0].split(separator: " ").last?.lowercased(),
            phrases[1].split(separator: " ").last?.lowercased() == last
        else { return nil }
        return phrases.min { $0.split(separator: " ").count < $1.split(separator: " ").count }
    }

    /// Verbs a callback may be named for that say what a person asks for (`onPreview`, `onShare`).
    static let deedVerbs: Set<String> = [
        "preview", "share", "play", "pause", "copy", "edit", "save", "download", "retry", "reply", "send", "open",
        "expand", "collapse", "favorite", "bookmark", "add", "remove", "delete", "create", "compose", "scan",
    ]
    /// Words that say when a callback runs (`onAddTapped`, `onEditChanged`), not what it does.
    static let eventWords: Set<String> = [
        "tap", "tapped", "press", "pressed", "click", "clicked", "change", "changed", "select", "selected", "end",
        "ended", "begin", "began", "start", "started", "appear", "disappear", "complete", "completed",
    ]

    /// A view inside the `label:` closure handed to a project view that draws a labelled control
    /// (`RowButton(action: open) { … } label: { HStack { …; star.onTapGesture { … } } }`, whose body is
    /// `Button(action: action) { label() }`): VoiceOver merges it into that control, so a trait there
    /// only lengthens the row's name and the tap stays out of reach.
    static func isInHandedLabel(_ node: FunctionCallExprSyntax, index: ProjectIndex) -> Bool {
        var current = node.parent
        while let candidate = current, !candidate.is(MemberBlockSyntax.self) {
            current = candidate.parent
            guard candidate.is(ClosureExprSyntax.self) else { continue }
            let owner: FunctionCallExprSyntax?
            if let element = candidate.parent?.as(MultipleTrailingClosureElementSyntax.self),
                element.label.text == "label"
            {
                owner = element.parent?.parent?.as(FunctionCallExprSyntax.self)
            } else if let argument = candidate.parent?.as(LabeledExprSyntax.self), argument.label?.text == "label" {
                owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            } else {
                owner = nil
            }
            if let name = owner?.calleeName, index.drawsLabelledControl(view: name) { return true }
        }
        return false
    }

    static func isCallbackName(_ name: String) -> Bool {
        name.hasPrefix("on") && name.dropFirst(2).first?.isUppercase == true
    }

    /// `{ selection = stop.id }`: a tap that selects or sets state. The glyph's meaning says
    /// nothing of what was selected.
    static func setsState(_ action: ExprSyntax) -> Bool {
        guard let closure = action.as(ClosureExprSyntax.self) else { return false }
        return closure.statements.contains { statement in
            if case let .expr(expression) = statement.item { return expression.assignmentTarget != nil }
            return false
        }
    }

    /// A child of the view that is a button already (`.accessibilityAddTraits(.isButton)`, or a
    /// project view whose code makes it a labelled button element: `ProjectIndex.isButtonElement`):
    /// the authors decided which part VoiceOver activates, and activating it taps the view.
    static func hasButtonChild(_ view: FunctionCallExprSyntax, index: ProjectIndex) -> Bool {
        guard let closure = view.trailingClosure else { return false }
        func check(_ statements: CodeBlockItemListSyntax) -> Bool {
            statements.contains { statement in
                guard let expression = statement.item.expression else { return false }
                if let ifExpression = expression.as(IfExprSyntax.self) {
                    if check(ifExpression.body.statements) { return true }
                    if case let .codeBlock(block)? = ifExpression.elseBody { return check(block.statements) }
                    return false
                }
                let chain = ModifierChain(endingAt: expression)
                if chain.addsTraits([".isButton"]) { return true }
                guard let name = chain.root.as(FunctionCallExprSyntax.self)?.calleeName else { return false }
                return !chain.hasAccessibilityModifier && index.isButtonElement(view: name)
            }
        }
        return check(closure.statements)
    }

    /// `Group { Text("a") + Text("b") }`, or `if let image { Image(…) } else { placeholder }`: one
    /// view at a time, not a list of them. So is a `switch` whose every case draws one view, and a
    /// local constant before the view is no view of its own (`let model = models[i]; switch … { … }`).
    static func holdsSingleView(_ view: FunctionCallExprSyntax) -> Bool {
        singleViews(of: view) != nil
    }

    /// The one view each branch of a group's content draws, or nil when a branch draws several.
    static func singleViews(of view: FunctionCallExprSyntax) -> [ExprSyntax]? {
        func single(_ items: CodeBlockItemListSyntax) -> [ExprSyntax]? {
            let statements = items.filter { item in
                guard case let .decl(declaration) = item.item else { return true }
                return !declaration.is(VariableDeclSyntax.self)
            }
            guard statements.count == 1, let expression = statements.first?.item.expression else { return nil }
            if let switchExpression = expression.as(SwitchExprSyntax.self) {
                guard !switchExpression.cases.isEmpty else { return nil }
                var views: [ExprSyntax] = []
                for element in switchExpression.cases {
                    guard let switchCase = element.as(SwitchCaseSyntax.self), let found = single(switchCase.statements)
                    else { return nil }
                    views += found
                }
                return views
            }
            guard let ifExpression = expression.as(IfExprSyntax.self) else { return [expression] }
            guard let body = single(ifExpression.body.statements) else { return nil }
            switch ifExpression.elseBody {
            case let .codeBlock(block)?: return single(block.statements).map { body + $0 }
            case let .ifExpr(next)?:
                return single([CodeBlockItemSyntax(item: .expr(ExprSyntax(next)))]).map { body + $0 }
            case nil: return body
            }
        }
        return view.trailingClosure.flatMap { single($0.statements) }
    }

    /// The literal name of the first image in the view, if any: an `Image`, a `Label`'s icon
    /// (`Label("", systemImage: "xmark")`), an image in a stack, or one laid over a shape
    /// (`Circle().overlay(Image(systemName: "xmark"))`).
    static func imageName(in view: FunctionCallExprSyntax) -> String? {
        if view.calleeName == "Image", let image = ImageContent.images(in: ExprSyntax(view))?.first,
            case let .literal(name) = image.name
        {
            return name
        }
        if view.calleeName == "Label",
            let name = (view.argument(labeled: "systemImage") ?? view.argument(labeled: "image"))?.expression
                .stringLiteralValue
        {
            return name
        }
        var closures = [view.trailingClosure, view.closure(labeled: "icon")].compactMap { $0 }
        var layers: [ExprSyntax] = []
        if NonButtonTap.backgroundViews.contains(view.calleeName ?? "") {
            for overlay in ModifierChain(startingAt: view).modifiers(named: "overlay") {
                guard let call = overlay.call else { continue }
                layers += call.arguments.filter { $0.label == nil }.map(\.expression)
                closures += [call.trailingClosure].compactMap { $0 }
            }
        }
        layers += closures.flatMap { closure in
            closure.statements.compactMap { statement -> ExprSyntax? in
                guard case let .expr(expression) = statement.item else { return nil }
                return expression
            }
        }
        for layer in layers {
            guard let root = ModifierChain(endingAt: layer).root.as(FunctionCallExprSyntax.self),
                let name = imageName(in: root)
            else { continue }
            return name
        }
        return nil
    }
}
