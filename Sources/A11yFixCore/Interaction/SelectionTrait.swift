import A11yFixSyntax
import SwiftSyntax

/// Tells VoiceOver which option is chosen when only a glyph shows it.
///
/// Before:
///
///     Button { selection = option } label: {
///         HStack {
///             Text(option.name)
///             if selection == option { Image(systemName: "checkmark") }
///         }
///     }
///
/// After:
///
///     Button { selection = option } label: { … }
///         .accessibilityAddTraits(selection == option ? .isSelected : [])
///
/// The condition is the one the code already uses to draw the checkmark or the filled radio
/// circle (`if c { checkmark }`, `Image(systemName: c ? "checkmark.circle.fill" : "circle")`), so
/// the trait follows exactly what is shown. Not changed: controls that already set traits or a
/// value, glyphs that are not selection marks, and marks of an item's own state (`SelectionChoice`).
public struct SelectionTrait: Transform {
    public static let descriptor = TransformDescriptor(
        id: "selection-trait",
        summary: "Adds .isSelected to buttons and tappable rows whose selection only a checkmark or radio glyph shows",
        frameworks: [.swiftUI],
        deviceTests: [.voiceOver],
        tier: .incompleteSupport,
        problem: "selection shown only by a glyph",
        blocks: [.voiceOver]
    )

    /// Glyphs that mark the chosen option.
    static let marks: Set<String> = [
        "checkmark", "checkmark.circle", "checkmark.circle.fill", "checkmark.square", "checkmark.square.fill",
        "largecircle.fill.circle", "record.circle", "record.circle.fill", "circle.inset.filled",
        "smallcircle.filled.circle",
    ]
    /// The empty look of an option that is not chosen.
    static let emptyMarks: Set<String> = ["circle", "square", ""]

    public init() {}

    /// Why a control that draws a selection mark gets no `.isSelected`.
    enum Reason: String, NamedReason {
        case saysState = "says-state"
        case menuItem = "menu-item"
        case holdsControl = "holds-control"
        case chainNotEditable = "chain-not-editable"
        case ownState = "own-state"
        case textFlips = "text-flips"
        case disabledState = "disabled-state"
        case markIsSpoken = "mark-is-spoken"
        case conditionOutOfReach = "condition-out-of-reach"
        case settledByBranch = "settled-by-branch"

        var explanation: String {
            switch self {
            case .ownState:
                "the mark shows the item's own state (done, copied, downloaded, won), not which of several options "
                    + "is chosen"
            case .textFlips:
                "its text flips with the same state (\"Select All\" / \"Deselect All\"): a command that says what it "
                    + "will do, not an option; \"selected\" would contradict its words"
            case .disabledState:
                "the state is that nothing is chosen or the control is disabled, which `.disabled` already tells; "
                    + "\"selected\" would be the opposite"
            case .saysState: "it sets the selected trait, a value, or its whole accessibility already"
            case .markIsSpoken:
                "the mark says the state in words VoiceOver reads: a `Label` drawn only while chosen (its title "
                    + "is read even icon-only), or a label that flips with the same state; \"selected\" would be said twice"
            case .menuItem: "a menu item, or inside an accessibility representation: these modifiers would be dropped"
            case .holdsControl: "a tapped stack that holds a control: combining it into one element would hide that"
            case .chainNotEditable: "the tool cannot add modifiers to this chain"
            case .settledByBranch:
                "the `if`, `switch` case or `guard` around the control settles its condition: where it is drawn it "
                    + "is always (or never) chosen, so it is no choice among options (a stepper's buttons shown only "
                    + "for the chosen field); \"selected\" would be said of every visit"
            case .conditionOutOfReach:
                "the state is a name bound inside the control's content (a closure parameter, an `if let`, a "
                    + "`var`, a `let` defined by another such name), which a modifier on the control cannot see"
            }
        }
    }

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        // A `ForEach` row may show its selection by colour alone (`SelectionColour`).
        // A tab `Button` of its own view may show it by colour under a flag named for the choice.
        guard
            file.containsText("checkmark") || file.containsText("circle") || file.containsText("ForEach")
                || file.containsText("Selected")
        else {
            return []
        }
        var findings: [Finding] = []
        for call in file.functionCalls {
            let control: FunctionCallExprSyntax
            let content: Syntax?
            if call.calleeName == "Button" {
                // `Button("Notes", action: open)` draws no mark of its own; only a colour can show its choice.
                control = call
                content = (call.closure(labeled: "label") ?? call.trailingClosure).map(Syntax.init)
            } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "onTapGesture",
                let base = member.base, let root = ModifierChain(endingAt: base).root.as(FunctionCallExprSyntax.self),
                !ControlNames.isInsideControl(root)
            {
                control = root
                content = Syntax(root)
            } else if SelectionColour.isButtonViewRow(call, index: context.index) {
                // A tab of a view of its own: only a colour on it can show its choice.
                control = call
                content = nil
            } else {
                continue
            }
            // A control that draws no selection mark is no candidate.
            let mark = content.flatMap(Self.selectionCondition(in:))
            guard let condition = mark ?? SelectionColour.condition(for: control) else { continue }
            let span =
                control.positionAfterSkippingLeadingTrivia
                .utf8Offset..<control.endPositionBeforeTrailingTrivia.utf8Offset
            findings.append(
                file.record(
                    Self.self,
                    decide(
                        control, condition: condition, shownBy: mark == nil ? "a colour" : "a glyph", in: file,
                        context: context), spanning: span))
        }
        return findings
    }

    /// What to do with a control that draws a selection mark under `condition`: add the trait
    /// that follows it, or leave it alone for a named reason.
    func decide(
        _ control: FunctionCallExprSyntax, condition: String, shownBy mark: String = "a glyph", in file: SourceFile,
        context: TransformContext
    ) -> Decision {
        let chain = ModifierChain(startingAt: control)
        if chain.modifiers.contains(where: Self.saysState) || Self.contentAddsSelected(control) {
            return .leftAlone(Reason.saysState.reason)
        }
        if Self.isMenuItemOrRepresented(control, index: context.index) { return .leftAlone(Reason.menuItem.reason) }
        if Self.textFlips(with: condition, in: control) { return .leftAlone(Reason.textFlips.reason) }
        if Self.markIsSpoken(condition, in: control, chain: chain) { return .leftAlone(Reason.markIsSpoken.reason) }
        if Self.meansDisabled(condition, chain: chain) { return .leftAlone(Reason.disabledState.reason) }
        // `if selection == .carbs { Button { … }.tint(selection == .carbs ? .blue : nil) }`: a constant there.
        if EnclosingBranches.settle(condition, at: control) != nil { return .leftAlone(Reason.settledByBranch.reason) }
        guard SelectionChoice.isChoice(condition, control: control, in: file) else {
            return .leftAlone(Reason.ownState.reason)
        }
        // A name the content declares for itself is written out as its definition.
        guard let written = ConditionInScope.resolving(condition, at: control) else {
            return .leftAlone(Reason.conditionOutOfReach.reason)
        }
        let modifiers = AccessibilityModifiers(at: control, in: file, context: context)
        // `==`, `&&` and `||` bind tighter than `?:`; only a ternary or `??` inside needs parentheses.
        let parenthesized = written.contains("?") ? "(\(written))" : written
        var lines = [modifiers.addTraits("\(parenthesized) ? .isSelected : []")]
        // A tapped stack is as many elements as it has children: the trait would land on each.
        // Combined first, when nothing inside is a control; tap-gesture-button combines the
        // same view, so the fix names the element and waits a pass for its fix.
        let splitsChildren =
            control.calleeName.map(TappedContent.containers.contains) == true && !chain.has("accessibilityElement")
        if splitsChildren {
            guard TappedContent(of: ExprSyntax(control), index: context.index).kind == .plain else {
                return .leftAlone(Reason.holdsControl.reason)
            }
            lines.insert(modifiers.element(children: ".combine"), at: 0)
        }
        guard let edit = ModifierInsertion.edit(appending: lines, to: chain, in: file) else {
            return .leftAlone(Reason.chainNotEditable.reason)
        }
        return .fix(
            message:
                "selection is shown only by \(mark); VoiceOver does not say which option is chosen. Add \(lines.joined())",
            Fix(
                edits: [edit],
                summary: "`.isSelected` trait following `\(condition)` on \(control.calleeName ?? "a tappable view")",
                isInferred: false,
                namedElement: splitsChildren ? chain.element : nil))
    }

    /// `Text(allSelected ? "Deselect All" : "Select All")` in the control: its words change with the
    /// condition, so it names the command it runs next, and it is no option (judged wrong on unseen
    /// apps: "Deselect All, selected").
    static func textFlips(with condition: String, in control: FunctionCallExprSyntax) -> Bool {
        let flag = unnegated(condition)
        return control.tokens(viewMode: .sourceAccurate).contains { token in
            guard ["Text", "Label"].contains(token.text),
                let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                call.calleeName == token.text, let title = call.arguments.first, title.label == nil,
                let parts = title.expression.ternaryParts
            else { return false }
            return unnegated(parts.condition) == flag
        }
    }

    /// Whether VoiceOver already hears the state in words: the mark is a `Label` drawn only under
    /// the condition (`if chosen { Label("Selected", systemImage: "checkmark").labelStyle(.iconOnly) }`,
    /// whose title is read though only its icon shows), or the control's label flips with the same
    /// condition (`.accessibilityLabel(chosen ? Text("Selected …") : Text("…"))`) (judged on unseen
    /// apps: "selected" said twice).
    static func markIsSpoken(_ condition: String, in control: FunctionCallExprSyntax, chain: ModifierChain) -> Bool {
        let flag = unnegated(condition)
        // A ternary anywhere in the label: `chosen ? Text("Selected …") : Text(…)`, or inside one text,
        // `Text(chosen ? "Selected Mac: \(name)" : "Select Mac: \(name)")`.
        let labelFlips = chain.modifiers(named: "accessibilityLabel").contains { modifier in
            modifier.call?.arguments.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.tokenKind == .infixQuestionMark else { return false }
                // The ternary is a `?:` in a sequence until folded: its parts are read from the sequence.
                var node = token.parent
                while let current = node, !current.is(TernaryExprSyntax.self), !current.is(SequenceExprSyntax.self) {
                    node = current.parent
                }
                guard let parts = node?.as(ExprSyntax.self)?.ternaryParts else { return false }
                return unnegated(parts.condition) == flag
            } ?? false
        }
        if labelFlips { return true }
        return control.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .keyword(.if), let branch = token.parent?.as(IfExprSyntax.self),
                unnegated(branch.conditions.trimmedText) == flag
            else { return false }
            return branch.body.tokens(viewMode: .sourceAccurate).contains { inner in
                // Also spelled `SwiftUI.Label(…)` where the project declares a `Label` of its own.
                guard inner.text == "Label", let call = Self.call(named: inner), call.calleeName == "Label",
                    let title = call.arguments.first
                else { return false }
                // `Label("", systemImage:)` says nothing.
                return title.expression.stringLiteralValue?.isEmpty != true
            }
        }
    }

    /// The call whose callee `name` is: `Label(…)`, or `SwiftUI.Label(…)` qualified by its module.
    static func call(named name: TokenSyntax) -> FunctionCallExprSyntax? {
        guard let callee = name.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        if let member = callee.parent?.as(MemberAccessExprSyntax.self), member.declName.id == callee.id {
            return member.parent?.as(FunctionCallExprSyntax.self)
        }
        return callee.parent?.as(FunctionCallExprSyntax.self)
    }

    /// A condition that is the control's `.disabled(…)` one, or a flag that says nothing is chosen
    /// (`noPresetChosen`, `nothingSelected`): a look for "cannot act yet", not for a chosen option
    /// (judged wrong on unseen apps: "selected" exactly when nothing was).
    static func meansDisabled(_ condition: String, chain: ModifierChain) -> Bool {
        let flag = unnegated(condition)
        if chain.modifiers(named: "disabled").contains(where: {
            $0.call?.arguments.first.map { unnegated($0.expression.trimmedText) == flag } ?? false
        }) {
            return true
        }
        let name = flag.split(separator: ".").last.map(String.init) ?? flag
        return ["no", "none", "nothing"].contains(ReadableName.words(of: name).first?.lowercased() ?? "")
    }

    /// `!isOn`, `!(a && b)` → `isOn`, `a&&b`.
    static func unnegated(_ condition: String) -> String {
        // Without spaces, to compare: `state\n    .allSelected` wrapped over lines is `state.allSelected`.
        var text = condition.filter { !$0.isWhitespace }
        guard text.hasPrefix("!") else { return text }
        text.removeFirst()
        if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        return text
    }

    /// `Button { …; Text(day).accessibilityAddTraits(isOn ? .isSelected : []) }`: the control's own
    /// content already says the selection, so a trait on the button would say it twice.
    static func contentAddsSelected(_ control: FunctionCallExprSyntax) -> Bool {
        control.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == "accessibilityAddTraits",
                let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            else { return false }
            return call.arguments.trimmedDescription.contains("isSelected")
        }
    }

    /// A modifier that already gives traits, a value or a whole representation (also the
    /// pre-iOS 14 `.accessibility(addTraits:)` / `.accessibility(value:)`).
    /// Other traits (`.isButton`, added by tap-gesture-button) say nothing of the selection.
    static func saysState(_ modifier: ModifierChain.Modifier) -> Bool {
        let arguments = modifier.call?.arguments ?? []
        switch modifier.name {
        case "accessibilityValue", "accessibilityRepresentation", "accessibilityHidden": return true
        case "accessibilityAddTraits": return arguments.trimmedText.includes("isSelected")
        case "accessibility":
            return arguments.contains {
                ["value", "hidden"].contains($0.label?.text ?? "")
                    || $0.label?.text == "addTraits" && $0.trimmedText.includes("isSelected")
            }
        default: return false
        }
    }

    /// A `Button` in a `.contextMenu { }` or a `Menu { }`: the system draws it as a menu item and
    /// drops its accessibility modifiers. Or a control inside a view whose accessibility is
    /// replaced by `.accessibilityRepresentation { }`. A menu is also the content of a project view
    /// that wraps `Menu` (`NavBarMenu { … } label: { … }`), and a helper method, view property or
    /// view type that builds the item counts when every place this file draws it is a menu's
    /// (judged on unseen apps: a player-type list drawn in a menu and in a menu's inline section).
    static func isMenuItemOrRepresented(_ control: some SyntaxProtocol, index: ProjectIndex?, depth: Int = 3) -> Bool {
        if isInsideMenuOrRepresentation(Syntax(control), index: index) { return true }
        guard depth > 0, let name = builderName(around: Syntax(control)) else { return false }
        let uses = control.root.tokens(viewMode: .sourceAccurate).compactMap { token -> Syntax? in
            guard token.text == name, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
            return Syntax(reference)
        }
        return !uses.isEmpty && uses.allSatisfy { isMenuItemOrRepresented($0, index: index, depth: depth - 1) }
    }

    /// The function, computed view property or view type (for its `body`) whose code holds `node`.
    private static func builderName(around node: Syntax) -> String? {
        var current = node.parent
        while let candidate = current, !candidate.is(SourceFileSyntax.self) {
            if let function = candidate.as(FunctionDeclSyntax.self) { return function.name.text }
            if let variable = candidate.as(VariableDeclSyntax.self),
                let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                guard name == "body" else { return name }
                let owner = variable.parent?.parent?.parent?.parent
                return owner?.as(StructDeclSyntax.self)?.name.text
            }
            current = candidate.parent
        }
        return nil
    }

    private static func isInsideMenuOrRepresentation(_ control: Syntax, index: ProjectIndex?) -> Bool {
        var node = control
        while let parent = node.parent, !parent.is(MemberBlockSyntax.self) {
            if let member = parent.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "accessibilityRepresentation"
            {
                return true
            }
            if let closure = node.as(ClosureExprSyntax.self), let call = closure.ancestor(FunctionCallExprSyntax.self) {
                let label =
                    closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.label.text
                    ?? closure.parent?.as(LabeledExprSyntax.self)?.label?.text
                let name =
                    call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calleeName
                let isMenu =
                    ["Menu", "ContextMenu", "contextMenu"].contains(name ?? "")
                    || name.map { index?.wrapsMenu($0) == true } == true
                let isMenuContent = isMenu && !["label", "primaryAction", "preview"].contains(label ?? "")
                if isMenuContent, closure.position >= call.calledExpression.endPosition { return true }
            }
            node = parent
        }
        return false
    }

    /// The condition under which `content` draws a selection mark, as written. A mark drawn
    /// inside another condition (`if isEditing { if isChosen { checkmark } else { circle } }`)
    /// follows both: `isEditing && isChosen`.
    static func selectionCondition(in content: Syntax) -> String? {
        for node in content.children(viewMode: .sourceAccurate) {
            // `if isChosen { Image(systemName: "checkmark") }`
            if let ifExpression = node.as(IfExprSyntax.self), ifExpression.conditions.count == 1,
                case let .expression(condition) = ifExpression.conditions.first!.condition
            {
                if let inner = selectionCondition(in: Syntax(ifExpression.body)) {
                    return [condition.trimmedText, inner].map { $0.contains("||") ? "(\($0))" : $0 }.joined(
                        separator: " && ")
                }
                if drawsMark(Syntax(ifExpression.body)), !(ifExpression.elseBody.map { drawsMark(Syntax($0)) } ?? false)
                {
                    return condition.trimmedText
                }
            }
            // `Image(systemName: isChosen ? "checkmark.circle.fill" : "circle")`
            if let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "Image",
                let parts = call.argument(labeled: "systemName")?.expression.ternaryParts,
                let whenTrue = parts.whenTrue.stringLiteralValue, let whenFalse = parts.whenFalse.stringLiteralValue
            {
                if marks.contains(whenTrue), emptyMarks.contains(whenFalse) { return parts.condition }
                if marks.contains(whenFalse), emptyMarks.contains(whenTrue) {
                    return parts.condition.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                        ? "!" + parts.condition : "!(\(parts.condition))"
                }
            }
            // A nested view, or a `Button`'s own label: nothing past another control.
            if let call = node.as(FunctionCallExprSyntax.self), let name = call.calleeName,
                ProjectIndex.controls.contains(name)
            {
                continue
            }
            if let found = selectionCondition(in: node) { return found }
        }
        return nil
    }

    /// Whether `node` draws a selection mark and nothing that could be the option's own content.
    static func drawsMark(_ node: Syntax) -> Bool {
        var sawMark = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            if case let .stringSegment(text) = token.tokenKind {
                guard marks.contains(text) else { return false }
                sawMark = true
            }
        }
        return sawMark
    }
}
