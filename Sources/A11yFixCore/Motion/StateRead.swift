import A11yFixSyntax
import SwiftSyntax

/// What one mention of a state variable does to the screen, on the `ScreenChange` scale: a
/// declaration, a write or a read in an action is silent; a frame, an offset or a value passed
/// on is geometry.
enum StateRead {
    /// Controls that take a binding to edit the value, not to lay anything out by it.
    static let editingControls: Set<String> = [
        "TextField", "SecureField", "TextEditor", "Toggle", "Picker", "Slider", "Stepper", "DatePicker",
    ]

    /// What `token` (a mention of the state by name) does, and the closures already judged.
    /// `index`: the project's own modifiers that only change how a view looks (`.isVisible(x)`).
    static func of(_ token: TokenSyntax, actions: inout ActionClosures, index: ProjectIndex = .empty) -> ScreenChange {
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
        if Write.isWritten(read) || actions.isInAction(read) { return .silent }
        var node = read
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self) {
            defer { node = parent }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != node.id {
                guard let verdict = verdict(of: call, reading: token, index: index) else { continue }
                return verdict
            }
            if let conditions = parent.as(ConditionElementListSyntax.self) {
                guard let ifExpression = conditions.parent?.as(IfExprSyntax.self) else { return .geometry }
                // Views that come and go with a moving transition are gated there, not here.
                return FadingBranches.changesInPlace(ifExpression) || FadingBranches.allMoveByTransition(ifExpression)
                    ? .appearance : .insertion
            }
            if let switchExpression = parent.as(SwitchExprSyntax.self), switchExpression.subject.id == node.id {
                return FadingBranches.swapsLeaves(switchExpression) ? .appearance : .insertion
            }
        }
        return .geometry
    }

    /// The verdict of the call whose arguments hold the read, or nil when it passes the value on.
    private static func verdict(of call: FunctionCallExprSyntax, reading token: TokenSyntax, index: ProjectIndex)
        -> ScreenChange?
    {
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        guard let name = member?.declName.baseName.text ?? call.calleeName else { return .geometry }
        if token.text.hasPrefix("$") { return editingControls.contains(name) ? .silent : .geometry }
        if ScreenChange.progressCalls.contains(name) { return .progress }
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
        if name == "scaleEffect", isPressFeedback(call) { return .appearance }
        if ViewCallNames.silentCalls.contains(name) { return .silent }
        if ViewCallNames.conversions.contains(name) { return nil }
        guard let member else { return .geometry }  // a view of the project's, a container
        // `.degrees(x)`, `Angle.degrees(x)`, `L10n.copied(x)`: a value built from it, judged by where it goes.
        if member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
        {
            return nil
        }
        return .geometry
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
