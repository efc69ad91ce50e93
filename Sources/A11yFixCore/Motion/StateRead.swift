import A11yFixSyntax
import SwiftSyntax

/// What one mention of a state variable does to the screen, on the `ScreenChange` scale: a
/// declaration, a write or a read in an action is silent; a frame, an offset, rows or a layout
/// container's argument is geometry; a value that goes where the tool does not follow (a view of
/// another file, a project modifier, a value built on the way) is unknown, not motion.
enum StateRead {
    /// Views whose arguments lay out their content: rows, stacks' spacing and alignment, a grid's columns.
    static let layoutViews: Set<String> = [
        "ForEach", "List", "Table", "OutlineGroup", "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack",
        "LazyHGrid", "LazyVGrid", "Grid", "GridRow", "ScrollView", "Spacer", "GeometryReader", "ViewThatFits",
    ]
    /// Modifiers whose arguments place, size, turn or reorder a view, or swap it (`.id`, `.transition`).
    static let geometryModifiers: Set<String> = ScreenChanges.geometryCalls.union([
        "font", "fixedSize", "aspectRatio", "alignmentGuide", "layoutPriority", "transition", "matchedGeometryEffect",
        "safeAreaInset", "scrollPosition", "containerRelativeFrame", "ignoresSafeArea", "edgesIgnoringSafeArea",
        "listRowInsets", "contentMargins", "id", "minimumScaleFactor", "multilineTextAlignment", "imageScale",
        "controlSize", "dynamicTypeSize", "gridCellColumns", "scaledToFit", "scaledToFill", "labelsHidden",
    ])

    /// Controls that take a binding to edit the value, not to lay anything out by it.
    static let editingControls: Set<String> = [
        "TextField", "SecureField", "TextEditor", "Toggle", "Picker", "Slider", "Stepper", "DatePicker",
    ]

    /// Modifiers whose binding presents a system sheet, popover, alert or panel, which animates on its own.
    static let presentationModifiers: Set<String> = [
        "sheet", "popover", "alert", "confirmationDialog", "fullScreenCover", "fileImporter", "fileExporter",
        "fileMover", "photosPicker",
    ]

    /// What `token` (a mention of the state by name) does, and the closures already judged.
    /// `index`: the project's own modifiers that only change how a view looks (`.isVisible(x)`).
    static func of(_ token: TokenSyntax, actions: inout ActionClosures, index: ProjectIndex = .empty) -> ScreenChange {
        // `if let total { … }`: the shorthand binding reads the state of that name.
        if let binding = token.parent?.parent?.as(OptionalBindingConditionSyntax.self), binding.initializer == nil,
            let ifExpression = binding.ancestor(ConditionElementListSyntax.self)?.parent?.as(IfExprSyntax.self)
        {
            return insertion(by: ifExpression)
        }
        // A declaration or a label
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return .silent }
        // `model.isOn`: the whole path is the value read; `.isOn` alone is an enum case of that name.
        var read = Syntax(reference)
        if let member = read.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            guard member.base != nil else { return .silent }
            read = Syntax(member)
        }
        // A method of that name
        if read.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == read.id { return .silent }
        if Write.isWritten(read) { return .silent }
        // Before actions: a renderer's loops and locals look like an action's work, but it draws.
        if isDrawnByCanvas(read) { return .appearance }
        if actions.isInAction(read) || namesParameter(reference) { return .silent }
        return change(from: read, reading: token, index: index)
    }

    /// What the value read at `start` does where it goes: the call whose argument holds it, the
    /// `if` or `switch` it chooses by.
    private static func change(from start: Syntax, reading token: TokenSyntax, index: ProjectIndex) -> ScreenChange {
        var node = start
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self) {
            defer { node = parent }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != node.id {
                guard let verdict = verdict(of: call, reading: token, index: index) else { continue }
                return verdict
            }
            if let conditions = parent.as(ConditionElementListSyntax.self) {
                guard let ifExpression = conditions.parent?.as(IfExprSyntax.self) else { return .unknown }
                return insertion(by: ifExpression)
            }
            if let switchExpression = parent.as(SwitchExprSyntax.self), switchExpression.subject.id == node.id {
                // `.disabled({ switch state { case .idle: return false default: return true } }())`: a
                // value chosen, not views; judged where the closure's result goes, or by the reads of
                // the property it computes (judged on apps never tuned on: a zap button's state,
                // read by `.disabled`, gated as views inserted).
                if choosesValue(switchExpression) {
                    guard let run = calledInPlace(switchExpression) else { return .unknown }
                    return change(from: Syntax(run), reading: token, index: index)
                }
                return FadingBranches.swapsLeaves(switchExpression) || FadingBranches.swapsViews(switchExpression)
                    || FadingBranches.swapsBesideSpacer(switchExpression) || FadingBranches.fades(switchExpression)
                    || FadingBranches.allMoveByTransition(switchExpression)
                    ? .appearance : .insertion
            }
        }
        return .unknown
    }

    /// `switch state { case .idle: return "Zap" … }`: a case returns a value.
    private static func choosesValue(_ switchExpression: SwitchExprSyntax) -> Bool {
        switchExpression.cases.contains { element in
            element.as(SwitchCaseSyntax.self)?.statements.contains { $0.item.is(ReturnStmtSyntax.self) } ?? false
        }
    }

    /// `{ switch … }()`: the closure the `switch` is all of, run where it is written.
    private static func calledInPlace(_ switchExpression: SwitchExprSyntax) -> FunctionCallExprSyntax? {
        guard let statements = switchExpression.ancestor(CodeBlockItemListSyntax.self), statements.count == 1,
            let closure = statements.parent?.as(ClosureExprSyntax.self),
            let run = closure.parent?.as(FunctionCallExprSyntax.self), run.calledExpression.id == closure.id,
            run.arguments.isEmpty
        else { return nil }
        return run
    }

    /// What an `if` on the state shows: views that fade, swap or restyle in place, or come and go
    /// with a moving transition (gated there, not here), or views inserted without a fade.
    private static func insertion(by branch: IfExprSyntax) -> ScreenChange {
        // `if a { … } else if state { … } else { … }`: the state picks among the whole chain's branches
        // (judged on apps never tuned on: a buy button's spinner, checkmark and price swapped in place).
        var ifExpression = branch
        while let outer = ifExpression.parent?.as(IfExprSyntax.self), case let .ifExpr(nested)? = outer.elseBody,
            nested.id == ifExpression.id
        {
            ifExpression = outer
        }
        // `if pressed { return color.opacity(0.5) } else { return color }`: a value chosen, not views.
        let bodies = FadingBranches.branches(of: ifExpression).bodies
        if bodies.contains(where: { $0.contains { $0.item.is(ReturnStmtSyntax.self) } }) { return .unknown }
        return FadingBranches.changesInPlace(ifExpression) || FadingBranches.allMoveByTransition(ifExpression)
            || FadingBranches.restylesOneView(ifExpression) || FadingBranches.swapsViews(ifExpression)
            ? .appearance : .insertion
    }

    /// Inside a `Canvas { context, size in … }` renderer: what it draws is painted anew for each
    /// state, never interpolated from one to the next, so nothing travels (judged on apps never tuned
    /// on: cracks drawn where a glass was tapped, gated as motion).
    private static func isDrawnByCanvas(_ read: Syntax) -> Bool {
        var node = read
        while let parent = node.parent, !parent.is(MemberBlockItemSyntax.self) {
            if let closure = parent.as(ClosureExprSyntax.self),
                let call = closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(
                        FunctionCallExprSyntax.self),
                call.calleeName == "Canvas"
            {
                return true
            }
            node = parent
        }
        return false
    }

    /// A mention inside an initializer that takes a parameter of that name
    /// (`init(isOn: Binding<Bool>) { _isOn = isOn }`): the parameter, not the state.
    private static func namesParameter(_ reference: DeclReferenceExprSyntax) -> Bool {
        guard let initializer = reference.ancestor(InitializerDeclSyntax.self) else { return false }
        let name = reference.baseName.text
        return initializer.signature.parameterClause.parameters.contains {
            ($0.secondName ?? $0.firstName).text == name
        }
    }

    /// The verdict of the call whose arguments hold the read, or nil when it passes the value on.
    private static func verdict(of call: FunctionCallExprSyntax, reading token: TokenSyntax, index: ProjectIndex)
        -> ScreenChange?
    {
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        guard let name = member?.declName.baseName.text ?? call.calleeName else { return .unknown }
        if token.text.hasPrefix("$") {
            if editingControls.contains(name) || name == "focused" { return .silent }
            // `.popover(isPresented: $shown)`, `.sheet(item: $selection)`: the system presents it with
            // its own animation whatever the transaction (judged on apps never tuned on).
            if member != nil, presentationModifiers.contains(name) { return .silent }
            // `.onDrop(of: types, isTargeted: $dragOver)`: an event modifier writes the state, draws nothing.
            if member != nil, name.count > 2, name.hasPrefix("on"), name.dropFirst(2).first?.isUppercase == true {
                return .silent
            }
            // A binding handed to a view of the project's goes where its reads say, not seen here.
            return member == nil && !layoutViews.contains(name) ? .unknown : .geometry
        }
        if ScreenChange.progressCalls.contains(name) { return .progress }
        // Digits that roll (`.contentTransition(.numericText())`, a project's `.numericContentTransition`),
        // and a list's edit mode (`.environment(\.editMode, …)`: handles slide in, rows shift), move.
        if isRollingDigits(name: name, arguments: call.arguments) { return .geometry }
        if name == "environment", call.arguments.first?.expression.trimmedText == "\\.editMode" { return .geometry }
        if name == "Text", ModifierChain(startingAt: call).modifiers.contains(where: isRollingDigits) {
            return .geometry
        }
        if ViewCallNames.appearanceCalls.contains(name) || (member != nil && index.isAppearanceModifier(name)) {
            return .appearance
        }
        // A layer given as a value (`.background(isOn ? .yellow : .clear)`) is swapped in place and
        // takes no room; its `alignment:` moves it.
        if member != nil, ViewCallNames.layerModifiers.contains(name),
            let argument = call.arguments.first(where: { $0.range.contains(token.position) })
        {
            return argument.label == nil ? .appearance : .geometry
        }
        // `.buttonStyle(selected ? .borderedProminent : .bordered)`: restyled where it stands.
        if member != nil, FadingBranches.styleModifiers.contains(name) { return .appearance }
        // `.id(toast.id)` on a view in a layer, with no moving transition: each change swaps it
        // where it stands, and the default transition fades (judged on apps never tuned on: toasts).
        if name == "id", member != nil {
            let outermost = ModifierChain(startingAt: ModifierChain(endingAt: ExprSyntax(call)).root).outermost
            if !MotionGate.containsMovingTransition(Syntax(outermost)),
                FadingBranches.isInLayer(Syntax(outermost), followingBodies: true)
            {
                return .appearance
            }
        }
        // `Group { … }.frame(height: expanded ? 200 : 80)`, `ForEach(items)`: places, sizes or reorders.
        if layoutViews.contains(name) || geometryModifiers.contains(name) {
            if name == "scaleEffect" && isPressFeedback(call) { return .appearance }
            return isNudge(call, reading: token) ? .appearance : .geometry
        }
        if ViewCallNames.silentCalls.contains(name) { return .silent }
        if ViewCallNames.conversions.contains(name) { return nil }
        // `panelHeight(for: x)`: a value computed on the way, judged by where it goes.
        if member == nil, name.first?.isLowercase == true { return nil }
        // A view or modifier of the project's, another file's: what it does with the value is not seen here.
        guard let member else { return .unknown }
        // `.degrees(x)`, `Angle.degrees(x)`, `L10n.copied(x)`: a value built from it, judged by where it goes.
        if member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
        {
            return nil
        }
        // `[.idle, .loading].contains(x)`, `ids.firstIndex(of: x)`: a value computed on the way.
        if let base = member.base, base.is(ArrayExprSyntax.self) || isValueName(base) { return nil }
        // `.modifier(…)`, a project modifier: no evidence either way.
        return .unknown
    }

    /// `.contentTransition(.numericText())`, a project's `.numericContentTransition(value:)`: digits
    /// that roll up or down as the value changes (judged motion on real apps: a download's ETA).
    private static func isRollingDigits(_ modifier: ModifierChain.Modifier) -> Bool {
        guard let call = modifier.call else { return false }
        return isRollingDigits(name: modifier.name, arguments: call.arguments)
    }

    private static func isRollingDigits(name: String, arguments: LabeledExprListSyntax) -> Bool {
        let lowercased = name.lowercased()
        return lowercased.contains("transition")
            && (lowercased.contains("numeric") || arguments.trimmedText.contains("numericText"))
    }

    /// `items`, `model.ids`: a lowercase name other than a view's `content` or `self`.
    private static func isValueName(_ base: ExprSyntax) -> Bool {
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return name.first?.isLowercase == true && !["content", "self"].contains(name)
    }

    /// The most a frame, offset, padding or position may change by and stay a nudge: an eye's blink
    /// from 4 to 1 pt, a press that lowers a key by 2 pt.
    static let nudgeLimit = 4.0

    /// `.frame(height: blinking ? 1 : 4)`, `.offset(y: pressed ? 2 : 0)`: the argument `token` is in
    /// picks between two sizes or places at most `nudgeLimit` apart, a twitch in place that travels
    /// nowhere (judged on apps never tuned on: a blink reported as motion was noise).
    static func isNudge(_ call: FunctionCallExprSyntax, reading token: TokenSyntax) -> Bool {
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard ["frame", "offset", "padding", "position"].contains(name ?? ""),
            let argument = call.arguments.first(where: { $0.range.contains(token.position) }),
            let parts = argument.expression.ternaryParts,
            let whenTrue = parts.whenTrue.numberLiteralValue, let whenFalse = parts.whenFalse.numberLiteralValue
        else { return false }
        return abs(whenTrue - whenFalse) <= nudgeLimit
    }

    /// `.scaleEffect(isPressed ? 0.95 : 1)`: a press or hover nudge of under 10%, which stays in
    /// place; Reduce Motion is about things that travel (judged on real apps).
    static func isPressFeedback(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
            let parts = argument.expression.ternaryParts,
            let whenTrue = parts.whenTrue.numberLiteralValue, let whenFalse = parts.whenFalse.numberLiteralValue
        else { return false }
        guard [whenTrue, whenFalse].allSatisfy({ $0 > 0.9 && $0 < 1.1 }) else { return false }
        // A pulse that repeats forever is a loop, reported as one.
        guard let root = ModifierChain(endingAt: ExprSyntax(call)).root.as(FunctionCallExprSyntax.self) else {
            return true
        }
        return !ModifierChain(startingAt: root).modifiers.contains {
            $0.name == "animation" && ($0.call?.trimmedText.includes("repeatForever") ?? false)
        }
    }
}
