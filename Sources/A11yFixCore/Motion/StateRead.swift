import A11yFixSyntax
import SwiftSyntax

/// What one mention of a state variable does to the screen: whether animating a change of it
/// can move anything there.
enum StateRead: Equatable {
    /// Declares, assigns or mutates it, or reads it where nothing is drawn: an action, a trigger
    /// (`onChange(of:)`), an accessibility value.
    case none
    /// Changes only how a view looks: its text, symbol, colour or opacity, a progress value, or
    /// views that fade in and out.
    case appearance
    /// Anything else: a frame, an offset, views inserted without a fade, a value passed on.
    case motion

    /// Controls that take a binding to edit the value, not to lay anything out by it.
    static let editingControls: Set<String> = [
        "TextField", "SecureField", "TextEditor", "Toggle", "Picker", "Slider", "Stepper", "DatePicker",
    ]

    /// What `token` (a mention of the state by name) does, and the closures already judged.
    /// `index`: the project's own modifiers that only change how a view looks (`.isVisible(x)`).
    static func of(_ token: TokenSyntax, actions: inout ActionClosures, index: ProjectIndex = .empty) -> StateRead {
        // A declaration or a label
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return .none }
        // `model.isOn`: the whole path is the value read; `.isOn` alone is an enum case of that name.
        var read = Syntax(reference)
        if let member = read.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            guard member.base != nil else { return .none }
            read = Syntax(member)
        }
        // A method of that name
        if read.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == read.id { return .none }
        if isWritten(read) || actions.isInAction(read) { return .none }
        var node = read
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self) {
            defer { node = parent }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != node.id {
                guard let verdict = verdict(of: call, reading: token, index: index) else { continue }
                return verdict
            }
            if let conditions = parent.as(ConditionElementListSyntax.self) {
                guard let ifExpression = conditions.parent?.as(IfExprSyntax.self) else { return .motion }
                // Views that come and go with a moving transition are gated there, not here.
                return FadingBranches.changesInPlace(ifExpression) || FadingBranches.allMoveByTransition(ifExpression)
                    ? .appearance : .motion
            }
            if let switchExpression = parent.as(SwitchExprSyntax.self), switchExpression.subject.id == node.id {
                return FadingBranches.swapsLeaves(switchExpression) ? .appearance : .motion
            }
        }
        return .motion
    }

    /// The verdict of the call whose arguments hold the read, or nil when it passes the value on.
    private static func verdict(of call: FunctionCallExprSyntax, reading token: TokenSyntax, index: ProjectIndex)
        -> StateRead?
    {
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        guard let name = member?.declName.baseName.text ?? call.calleeName else { return .motion }
        if token.text.hasPrefix("$") { return editingControls.contains(name) ? StateRead.none : .motion }
        if ViewCallNames.appearanceCalls.contains(name) || (member != nil && index.isAppearanceModifier(name)) {
            return .appearance
        }
        // A layer given as a value (`.background(isOn ? .yellow : .clear)`) is swapped in place and
        // takes no room; its `alignment:` moves it.
        if member != nil, ViewCallNames.layerModifiers.contains(name),
            let argument = call.arguments.first(where: { $0.range.contains(token.position) })
        {
            return argument.label == nil ? .appearance : .motion
        }
        if name == "scaleEffect", isPressFeedback(call) { return .appearance }
        if ViewCallNames.silentCalls.contains(name) { return StateRead.none }
        if ViewCallNames.conversions.contains(name) { return nil }
        guard let member else { return .motion }  // a view of the project's, a container
        // `.degrees(x)`, `Angle.degrees(x)`, `L10n.copied(x)`: a value built from it, judged by where it goes.
        if member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
        {
            return nil
        }
        return .motion
    }

    /// `.scaleEffect(isPressed ? 0.95 : 1)`: a press or hover nudge of under 10%, which stays in
    /// place; Reduce Motion is about things that travel (judged on Swiftfin and Home Assistant).
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

    /// `x = …`, `x += …`, `x.toggle()`, `model.items.append(…)`: a change, not a read.
    private static func isWritten(_ read: Syntax) -> Bool {
        var node = read
        while let parent = node.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
                if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                    return ViewCallNames.mutatingMethods.contains(member.declName.baseName.text)
                }
                node = Syntax(member)
            } else if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                node = parent
            } else {
                break
            }
        }
        guard let list = node.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true,
            list.first?.id == node.id, let operation = list.dropFirst().first
        else { return false }
        if operation.is(AssignmentExprSyntax.self) { return true }
        let text = operation.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
        return text.count >= 2 && text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

}
