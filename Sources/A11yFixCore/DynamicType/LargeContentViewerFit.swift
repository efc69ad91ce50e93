import A11yFixSyntax
import SwiftSyntax

/// Whether the Large Content Viewer helps a control whose glyph keeps one size (judged on apps
/// never tuned on). It opens on a long press, so a control with a long press of its own
/// (`LongPressGesture`, `.onLongPressGesture`, a context menu) would have two meanings for one
/// gesture; and where the control's title text scales already, the fixed glyph is decoration
/// beside readable text, so the viewer only repeats it. A control disabled for good
/// (`.disabled(true)`) or with an empty action (`Button(action: {})`) is a placeholder: a long
/// press on it shows nothing anyone acts on.
enum LargeContentViewerFit {
    /// Why the viewer does not belong on `control`, or nil when it helps.
    static func reason(against control: FunctionCallExprSyntax) -> String? {
        let chain = ModifierChain(startingAt: control)
        if let placeholder = placeholderReason(of: control, chain: chain) { return placeholder }
        if let press = chain.modifiers.first(where: { isLongPress($0) }) {
            return
                "the \(control.calleeName ?? "control") has a long press of its own (.\(press.name)), which the Large Content Viewer's long press would compete with"
        }
        if let title = scalingTitle(in: control) {
            return
                "the \(control.calleeName ?? "control")'s title \(title) scales already: the fixed glyph beside it is decoration"
        }
        return nil
    }

    /// `.disabled(true)` on the control, or an empty action closure: a stand-in for a control
    /// that is not there yet (the empty state's play button), not one anyone uses.
    static func placeholderReason(of control: FunctionCallExprSyntax, chain: ModifierChain) -> String? {
        let name = control.calleeName ?? "control"
        if chain.modifiers.contains(where: {
            $0.name == "disabled" && $0.call?.arguments.first?.expression.trimmedText == "true"
        }) {
            return "the \(name) is disabled for good (.disabled(true)): a placeholder nobody presses"
        }
        if let action = control.argument(labeled: "action")?.expression.as(ClosureExprSyntax.self),
            action.statements.isEmpty
        {
            return "the \(name)'s action is empty: a placeholder that does nothing when pressed"
        }
        return nil
    }

    /// `.onLongPressGesture`, `.contextMenu`, or a gesture modifier given a `LongPressGesture`.
    static func isLongPress(_ modifier: ModifierChain.Modifier) -> Bool {
        if ["onLongPressGesture", "contextMenu"].contains(modifier.name) { return true }
        guard ["gesture", "simultaneousGesture", "highPriorityGesture"].contains(modifier.name),
            let call = modifier.call
        else { return false }
        return call.arguments.trimmedText.includes("LongPressGesture")
    }

    /// The first `Text(…)` in the control's own arguments and closures (its label) whose nearest
    /// `.font` is a text style or that has none, as written; nil when every title keeps one size.
    static func scalingTitle(in control: FunctionCallExprSyntax) -> String? {
        var parts: [Syntax] = control.arguments.map(Syntax.init)
        if let trailing = control.trailingClosure { parts.append(Syntax(trailing)) }
        parts += control.additionalTrailingClosures.map { Syntax($0.closure) }
        for part in parts {
            for text in FixedHeightContainer.descendants(FunctionCallExprSyntax.self, of: part)
            where ["Text", "Label"].contains(text.calleeName ?? "") && !text.arguments.isEmpty
                && nearestFont(of: text, below: control).map(isFixedSize) != true
            {
                return text.singleLineText
            }
        }
        return nil
    }

    /// The argument of the nearest `.font(…)` applied to `view` or a view around it, up to `control`.
    static func nearestFont(of view: FunctionCallExprSyntax, below control: FunctionCallExprSyntax) -> ExprSyntax? {
        var current = Syntax(view)
        while let parent = current.parent, parent.id != control.id {
            defer { current = parent }
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                member.declName.baseName.text == "font",
                let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                let argument = call.arguments.first?.expression
            {
                return argument
            }
        }
        return nil
    }

    /// `.system(size: 8)`, `.custom("X", fixedSize: 8)`: a font that keeps one size (`.custom(_:size:)`
    /// scales with body text).
    static func isFixedSize(_ font: ExprSyntax) -> Bool {
        let text = font.trimmedText
        return text.includes("system(size:") || text.includes("fixedSize:")
    }
}
