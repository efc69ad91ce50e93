import A11yFixSyntax
import SwiftSyntax

/// Whether a shape coloured by a condition (`Circle().fill(isOnline ? .green : .gray)`) is the
/// only place that shows the condition, and if not, why. Judged on real apps, it often is not, and the finding was
/// noise:
/// - the same condition also picks a symbol, a text or a control in the same element
///   (`SelectionIndicator(isSelected: isSelected)`, `if isText { TextField } else { Text }`);
/// - the condition is a stored property of a style (`var isSolid = true` in a `ButtonStyle`): a
///   variant chosen once, not a state that changes;
/// - the shape, or every place that draws its view, is hidden from assistive technology;
/// - the branches are materials, not colours;
/// - the same condition changes a size, scale, font or icon of the view too
///   (`ColourOnlyState+View.swift`), or the shape is in code that does not ship.
enum ColourOnlyState {
    /// Why the colour is not the only signal, in words a user can check.
    enum Reason: String, NamedReason {
        case materials = "materials"
        case styleVariant = "style-variant"
        case hidden = "hidden"
        case shownOtherwise = "shown-otherwise"
        case debugCode = "debug-code"
        case perItemColour = "per-item-colour"
        case brightnessOnly = "brightness-only"
        case placeInSequence = "place-in-sequence"
        case mirrorsDisabled = "mirrors-disabled"
        case lookSetting = "look-setting"

        var explanation: String {
            switch self {
            case .materials: "the branches are materials, not colours"
            case .styleVariant: "the condition is a style's stored variant, chosen once, not a state that changes"
            case .hidden: "the shape, or every place that draws its view, is hidden from assistive technology"
            case .shownOtherwise:
                "the same condition also picks a symbol, a text, a size or a control in the element"
            case .debugCode: "the shape is in code that does not ship (#if false, #if DEBUG)"
            case .brightnessOnly:
                "the branches are one colour at two opacities (page dots): a difference of brightness, seen without telling hues apart"
            case .placeInSequence:
                "clear for the first or last item of a sequence (a timeline's connector not drawn past its ends): layout, not state"
            case .lookSetting:
                "the condition is a setting of how things look (coloured, gradient, accent, tint, theme, flipped, "
                    + "inverted): a style "
                    + "the user chose, not a state"
            case .mirrorsDisabled:
                "the colour follows the condition of a `.disabled(…)` around it, which VoiceOver already reads as dimmed"
            case .perItemColour:
                "a branch is a colour made from the item's data (Color.forDomain(site.domain)), a per-item style, not a state"
            }
        }
    }

    /// Why the colour is not the only signal of `condition`, or nil when it is.
    static func reason(
        _ shape: FunctionCallExprSyntax, colouring: FunctionCallExprSyntax, condition: String,
        branches: [ExprSyntax], context: TransformContext
    ) -> Reason? {
        if isDebugCode(shape) { return .debugCode }
        if branches.allSatisfy({ $0.trimmedText.includes("Material") }) { return .materials }
        if branches.contains(where: isPerItemColour) { return .perItemColour }
        if differsOnlyInOpacity(branches) { return .brightnessOnly }
        if isDrawnOnlyBetween(condition, branches: branches) { return .placeInSequence }
        if isStyleVariant(condition, near: shape) { return .styleVariant }
        if isLookSetting(condition) { return .lookSetting }
        if isHidden(shape, context: context) { return .hidden }
        if mirrorsDisabled(condition, shape: shape) { return .mirrorsDisabled }
        let element = element(around: shape)
        if operands(of: condition).contains(where: { shownOtherwise($0, in: element, besides: shape) }) {
            return .shownOtherwise
        }
        // The stack the element sits in: an icon or a size beside it may follow the same condition,
        // or a text it shows only in that state (`if let overrideName { Text(overrideName) }`).
        let view = element.ancestor(ClosureExprSyntax.self).map(Syntax.init) ?? element
        if view.id != element.id,
            operands(of: condition).contains(where: { shownOtherwise($0, in: view, besides: shape) })
        {
            return .shownOtherwise
        }
        return changesMoreThanColour(condition, in: view, besides: colouring) ? .shownOtherwise : nil
    }

    /// `Color.white` and `Color.white.opacity(0.4)`, `.blue` and `.blue.opacity(0.3)`: one colour,
    /// lighter or darker (judged on unseen apps: page dots reported as colour-only).
    static func differsOnlyInOpacity(_ branches: [ExprSyntax]) -> Bool {
        var faded = false
        let colours = branches.map { branch -> String in
            var current = branch
            while let call = current.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "opacity", let base = member.base
            {
                faded = true
                current = base
            }
            let text = current.trimmedText
            return text.hasPrefix("Color.") ? String(text.dropFirst(5)) : text
        }
        return faded && colours.count == 2 && colours[0] == colours[1]
    }

    /// `isFirst ? .clear : .gray`, `index == steps.count - 1 ? Color.clear : .secondary`: a line not
    /// drawn before the first or after the last item of a sequence (a timeline's connector). Where
    /// an item sits is layout, which VoiceOver's reading order already tells (judged on apps never
    /// tuned on). A colour that marks the first item (`isFirst ? .yellow : .gray`) is still a signal.
    static func isDrawnOnlyBetween(_ condition: String, branches: [ExprSyntax]) -> Bool {
        guard branches.count == 2,
            branches.contains(where: { ["clear", ".clear", "Color.clear"].contains($0.trimmedText) })
        else { return false }
        let names = condition.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        // `isFirst`, `isLastStop`, `steps.last`; not `isFirstLaunch`, a state of the app's use.
        let placeWords: Set<String> = ["first", "last"]
        let useWords: Set<String> = [
            "launch", "run", "time", "login", "use", "visit", "open", "start", "seen", "sync", "update", "session",
        ]
        let namesPlace = names.contains { name in
            let words = ReadableName.words(of: name).map { $0.lowercased() }
            return words.contains(where: placeWords.contains) && !words.contains(where: useWords.contains)
        }
        if namesPlace { return true }
        // `index == 0`, `offset == items.count - 1`, `index == stopCount - 1`
        let compact = condition.filter { !$0.isWhitespace }.lowercased()
        let indexNames: Set<String> = ["index", "idx", "offset", "row", "position", "step"]
        let comparesIndex = names.contains { name in
            ReadableName.words(of: name).last.map { indexNames.contains($0.lowercased()) } ?? false
        }
        return comparesIndex && (compact.hasSuffix("==0") || compact.hasSuffix("count-1"))
    }

    /// `Color.forDomain(site.domain)`, `Color(hex: tag.hex)`: a colour computed from a value that is
    /// no colour itself, so each item has its own (a letter tile's background). Judged on unseen
    /// apps, such a tile's colour was reported as the only signal of a state it does not show.
    /// `Color(uiColor: theme.onlineColor)` is a fixed colour passed on: no per-item style.
    static func isPerItemColour(_ branch: ExprSyntax) -> Bool {
        // Each call of the branch: `Color.forDomain(…)`, `Color(hex: …).opacity(0.8)`.
        var current: ExprSyntax? = branch
        while let call = current?.as(FunctionCallExprSyntax.self) {
            if readsItemData(call) { return true }
            current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return false
    }

    /// An argument of `call` is a value's member path that names no colour (`site.domain`).
    private static func readsItemData(_ call: FunctionCallExprSyntax) -> Bool {
        let colourLabels: Set<String> = ["uiColor", "nsColor", "cgColor", "designSystemColor", "baseColor"]
        return call.arguments.contains { argument in
            if let label = argument.label?.text, colourLabels.contains(label) { return false }
            var expression = argument.expression
            while let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                let name = member.declName.baseName.text.lowercased()
                if name.includes("color") || name.includes("colour") { return false }
                expression = base
            }
            guard let reference = expression.as(DeclReferenceExprSyntax.self), expression.id != argument.expression.id
            else { return false }
            return reference.baseName.text.first?.isLowercase == true && reference.baseName.text != "self"
        }
    }

    /// `isSelected && option.isRecommended` → `isSelected`, `option.isRecommended`; nothing for a
    /// comparison, whose operands are values rather than flags.
    static func operands(of condition: String) -> [String] {
        // `name != nil || other != nil`: each optional is a flag, set or not.
        let condition = condition.replacingOccurrences(of: " != nil", with: "").replacingOccurrences(
            of: " == nil", with: "")
        guard !["==", "!=", "<", ">"].contains(where: condition.includes) else { return [] }
        return condition.split { $0 == "&" || $0 == "|" || $0 == "!" || $0 == " " || $0 == "(" || $0 == ")" }.map(
            String.init
        )
        .filter { $0.first?.isLetter == true && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } }
    }

    /// The view whose layers hold the shape: `HStack { … }.background(Capsule().fill(…))` is the
    /// HStack; a shape drawn on its own is itself.
    static func element(around shape: FunctionCallExprSyntax) -> Syntax {
        var outermost = ExprSyntax(ModifierChain(startingAt: shape).outermost)
        var node = Syntax(outermost)
        // `row.background { RoundedRectangle(…).fill(c ? … : …) }`: a layer given in the modifier's
        // closure belongs to the view it backs, whose content may show the same condition.
        if let layered = layeredView(holding: outermost) {
            outermost = layered
            node = Syntax(layered)
        }
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                TappedContent.layeringModifiers.contains(member.declName.baseName.text), let base = member.base
            {
                outermost = ExprSyntax(ModifierChain(startingAt: ModifierChain(endingAt: base).root).outermost)
                node = Syntax(outermost)
                continue
            }
            node = parent
        }
        return Syntax(outermost)
    }

    /// The view whose `.background { … }` or `.overlay { … }` closure holds `layer` as one of its
    /// statements, as its whole modifier chain.
    private static func layeredView(holding layer: ExprSyntax) -> ExprSyntax? {
        guard let item = layer.parent?.as(CodeBlockItemSyntax.self),
            let closure = item.parent?.parent?.as(ClosureExprSyntax.self),
            let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            TappedContent.layeringModifiers.contains(member.declName.baseName.text), let base = member.base
        else { return nil }
        return ExprSyntax(ModifierChain(startingAt: ModifierChain(endingAt: base).root).outermost)
    }

    /// Whether `operand` is read in the element other than in the shape's own colouring: in an
    /// `if` condition, as a call's argument, or choosing between texts or symbol names.
    static func shownOtherwise(_ operand: String, in element: Syntax, besides shape: FunctionCallExprSyntax) -> Bool {
        let shapeChain = ModifierChain(startingAt: shape).outermost
        let span = shapeChain.position..<shapeChain.endPosition
        let first = String(operand.prefix { $0 != "." })
        for token in element.tokens(viewMode: .sourceAccurate)
        where token.text == first && !span.contains(token.position) {
            // `if let overrideName { … }`: the shorthand binding reads the optional.
            if token.parent?.is(IdentifierPatternSyntax.self) == true,
                let binding = token.ancestor(OptionalBindingConditionSyntax.self), binding.initializer == nil,
                token.text == operand
            {
                return true
            }
            guard var expression = token.parent?.as(DeclReferenceExprSyntax.self).map(ExprSyntax.init) else { continue }
            while let member = expression.parent?.as(MemberAccessExprSyntax.self), member.base?.id == expression.id {
                expression = ExprSyntax(member)
            }
            guard expression.trimmedText == operand else { continue }
            if token.ancestor(ConditionElementSyntax.self) != nil { return true }
            if let argument = expression.ancestor(LabeledExprSyntax.self),
                let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                call.calleeName?.first?.isUppercase == true
            {
                return true
            }
            if let sequence = expression.parent?.as(SequenceExprSyntax.self),
                let parts = ExprSyntax(sequence).ternaryParts,
                parts.whenTrue.is(StringLiteralExprSyntax.self) || parts.whenFalse.is(StringLiteralExprSyntax.self)
            {
                return true
            }
        }
        return false
    }

    /// `Capsule().fill(canGo ? .blue : .gray)` inside a view with `.disabled(!canGo)`: the grey is the
    /// disabled look, and VoiceOver says "dimmed" (judged noise on unseen apps).
    static func mirrorsDisabled(_ condition: String, shape: FunctionCallExprSyntax) -> Bool {
        let flag = SelectionTrait.unnegated(condition)
        var node = Syntax(shape)
        while let parent = node.parent, !parent.is(MemberBlockSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "disabled",
                let argument = call.arguments.first?.expression,
                SelectionTrait.unnegated(argument.trimmedText) == flag
            {
                return true
            }
            // `HStack { field }.disabled(flag).background(Capsule().fill(flag ? …))`: the layer of a view
            // disabled by the same flag (judged noise on unseen apps: a text field's grey capsule).
            if let call = parent.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                ["background", "overlay"].contains(member.declName.baseName.text), let base = member.base,
                !(base.position..<base.endPosition).contains(shape.position),
                ModifierChain(endingAt: base).modifiers.contains(where: { modifier in
                    modifier.name == "disabled"
                        && modifier.call?.arguments.first.map { SelectionTrait.unnegated($0.expression.trimmedText) }
                            == flag
                })
            {
                return true
            }
            node = parent
        }
        return false
    }

    /// `Defaults[.coloredSpectrogram]`, `useAccentTint`: a flag whose name says it picks the colour
    /// itself (judged noise on unseen apps: a visualizer tinted when the user turned on coloured
    /// bars, a bar filled with a gradient when gradients were on). A comparison is no such flag: a
    /// swatch ringed when `selectedColor == color` shows a choice.
    static func isLookSetting(_ condition: String) -> Bool {
        guard !["==", "!=", "<", ">", ".contains("].contains(where: condition.includes) else { return false }
        let lookWords: Set<String> = [
            "color", "colour", "colored", "coloured", "colors", "colours", "gradient", "accent", "tint", "tinted",
            "theme", "appearance",
            // A pattern drawn the other way round or a card shown inverted: how it looks, not a state.
            "flipped", "inverted", "reversed", "mirrored",
        ]
        // The last name of each path: `theme.isPremium` is about a subscription, not a look.
        let paths = condition.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
        return paths.contains { path in
            let name = path.split(separator: ".").last.map(String.init) ?? ""
            return ReadableName.words(of: name).contains { lookWords.contains($0.lowercased()) }
        }
    }

    /// `isSolid` declared as a stored property of a `*Style` type: set once per use of the style.
    static func isStyleVariant(_ condition: String, near node: some SyntaxProtocol) -> Bool {
        guard condition.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            let type = node.ancestor(StructDeclSyntax.self),
            type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedText.hasSuffix("Style") }) == true
        else { return false }
        return type.memberBlock.members.contains { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.attributes.isEmpty else {
                return false
            }
            return variable.bindings.contains { $0.pattern.trimmedText == condition && $0.accessorBlock == nil }
        }
    }

    /// `.accessibilityHidden(true)` on the shape or a view around it in the same expression, or
    /// every place that draws the enclosing view hides it (the project index).
    static func isHidden(_ shape: FunctionCallExprSyntax, context: TransformContext) -> Bool {
        var node: Syntax? = Syntax(shape)
        while let current = node, !current.is(MemberBlockSyntax.self) {
            if let expression = current.as(ExprSyntax.self),
                current.parent?.as(MemberAccessExprSyntax.self)?.base?.id == current.id
            {
                let chain = ModifierChain(startingAt: expression)
                // `.hidden()`: not drawn, and not in the accessibility tree (judged noise on unseen
                // apps: a tab's placeholder capsule, kept hidden for its matched geometry).
                if chain.hidesFromAccessibility
                    || chain.modifiers.contains(where: { $0.name == "hidden" && $0.call?.arguments.isEmpty == true })
                {
                    return true
                }
            }
            node = current.parent
        }
        guard let owner = EnclosingType.ownerName(of: shape) else { return false }
        return context.index.fold(ofUsesOf: owner) == .hidden
    }
}
