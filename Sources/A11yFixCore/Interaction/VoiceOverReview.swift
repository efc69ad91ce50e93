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

    public func findings(in file: SourceFile, context: TransformContext) -> [Finding] {
        var findings: [Finding] = []
        for call in file.functionCalls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
            let name = member.declName.baseName.text
            if Self.colorModifiers.contains(name), let argument = call.arguments.first?.expression,
                argument.ternaryParts != nil,
                let base = member.base, let root = ModifierChain(endingAt: base).root.as(FunctionCallExprSyntax.self),
                let shape = root.calleeName, Self.shapes.contains(shape),
                Self.isPersistentState(argument.ternaryParts!.condition),
                !StackContent.hasTextSibling(ModifierChain(startingAt: root).outermost, in: ["HStack", "LazyHStack"]),
                !ModifierChain(startingAt: root).hasAccessibilityModifier,
                let parts = argument.ternaryParts,
                ColourOnlyState.isOnlySignal(
                    root, condition: parts.condition, branches: [parts.whenTrue, parts.whenFalse], context: context)
            {
                findings.append(
                    file.finding(
                        Self.self, atModifier: call,
                        message:
                            "colour is the only signal of state on this \(shape) (.\(name)(\(argument.singleLineText))); add a shape, icon or text, and an accessibility value"
                    ))
            }
            if name == "gesture", let drag = call.arguments.first?.expression,
                drag.singleLineText.hasPrefix("DragGesture"), Self.movesAValue(drag),
                let base = member.base, let root = ModifierChain(endingAt: base).root.as(FunctionCallExprSyntax.self)
            {
                let chain = ModifierChain(startingAt: root)
                if !chain.modifiers.contains(where: {
                    ["accessibilityAdjustableAction", "accessibilityRepresentation", "accessibilityValue"].contains(
                        $0.name)
                }) {
                    findings.append(
                        file.finding(
                            Self.self, atModifier: call,
                            message:
                                "drag-driven custom control has no .accessibilityAdjustableAction or .accessibilityRepresentation; VoiceOver users cannot change its value"
                        ))
                }
            }
            // The label of a `.contain` group names the group ("Finished poll"), not an option's state.
            if name == "accessibilityLabel", let argument = call.arguments.first?.expression,
                let parts = argument.ternaryParts,
                [parts.whenTrue, parts.whenFalse].contains(where: { Self.mentionsState($0) }),
                let base = member.base, !Self.isContainGroup(ModifierChain(endingAt: base))
            {
                findings.append(
                    file.finding(
                        Self.self, atModifier: call,
                        message:
                            "state is written into the label (\(argument.singleLineText)); use .accessibilityAddTraits(.isSelected) or .accessibilityValue instead"
                    ))
            }
            if name == "accessibilityLabel", let label = call.arguments.first?.expression.stringLiteralValue,
                let base = member.base, let visible = Self.visibleText(of: base),
                !label.lowercased().contains(visible.lowercased())
            {
                findings.append(
                    file.finding(
                        Self.self, atModifier: call,
                        message:
                            "accessibility label \"\(label)\" differs from the visible text \"\(visible)\"; Voice Control users say what they see (\"Tap \(visible)\"), so start the label with it or add .accessibilityInputLabels"
                    ))
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
        for token in tokens {
            guard Self.removesForVoiceOver(token), !Self.offersActionsInstead(token) else { continue }
            findings.append(
                file.finding(
                    Self.self, at: token,
                    message:
                        "content or actions shown only when \(token.text) is off: VoiceOver users lose them; give them an equivalent (an accessibility action, a label) instead of removing them"
                ))
        }
        return findings
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
