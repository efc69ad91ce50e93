import A11yFixSyntax
import SwiftSyntax

/// Taps whose action VoiceOver already reaches another way, judged on real apps: reporting them
/// asks for work that is done. Left alone:
/// - a hit area around a control: everything the tap does, a `Button` inside the view (its action
///   closure, or the function it names: `Button(action: onToggleExpand)`), or the action closure
///   handed to the tapped view, does too;
/// - a tap whose work an item of the context menu on the view or a container around it does
///   ("View in Finder"): VoiceOver offers that menu on the element;
/// - a row tap that writes the selection of the `List(selection:)` or `Table(selection:)` it sits in;
/// - a tap whose work a `Button` beside it in the same stack does (`isRedundantWithSibling`);
/// - a tap that forwards to a stored AppKit or UIKit control (`popUp?.performClick(nil)`), which
///   is exposed by itself.
enum RedundantTap {
    static func isRedundant(_ view: FunctionCallExprSyntax, action: TapAction?, in file: SourceFile) -> Bool {
        guard let action else { return false }
        let effects = action.effects
        guard !effects.isEmpty else { return false }
        if effects.allSatisfy(forwardsToControl) { return true }
        if setsListSelection(effects, from: view) { return true }
        let done = Set(effects.map(\.tokenText))
        return (actionEffects(in: view, file: file) + contextMenuEffects(around: view, file: file)).contains {
            done.isSubset(of: $0)
        }
    }

    /// A `Button` beside the tapped view, in the same stack, does all the tap does (a preview tapped
    /// to choose an icon, and a "Choose" button under it): VoiceOver reaches that button, and a
    /// second stop for the same work is noise (judged so on unseen apps).
    static func isRedundantWithSibling(_ view: FunctionCallExprSyntax, action: TapAction?, in file: SourceFile) -> Bool
    {
        guard let effects = action?.effects, !effects.isEmpty else { return false }
        let outermost = ModifierChain(startingAt: view).outermost
        guard let statement = outermost.parent?.as(CodeBlockItemSyntax.self),
            let siblings = statement.parent?.as(CodeBlockItemListSyntax.self)
        else { return false }
        let done = Set(effects.map(\.tokenText))
        // `isTestMode.toggle()` and nothing else.
        let toggled =
            effects.count == 1
            ? effects[0].write.flatMap { $0.operation == .mutatingCall("toggle") ? $0.target.trimmedText : nil } : nil
        return siblings.contains { sibling in
            guard sibling.id != statement.id, case let .expr(expression) = sibling.item,
                let button = ModifierChain(endingAt: expression).root.as(FunctionCallExprSyntax.self)
            else { return false }
            // A caption tapped to flip the `Toggle` beside it: the Toggle is the control VoiceOver
            // reaches (judged wrong on unseen apps: a second, stateless "Test Mode" button).
            if button.calleeName == "Toggle", let toggled, boundFlag(of: button) == toggled { return true }
            guard button.calleeName == "Button" else { return false }
            return buttonEffects(in: button.position..<button.endPosition, file: file).first.map {
                done.isSubset(of: $0)
            } ?? false
        } || isDoneByButtonInSameBody(statement, done: done, file: file)
    }

    /// A `Button` anywhere in the same view body, outside the tapped view, does all the tap does: a
    /// found document's cell tapped to open it, and an "Open" button in the row under it (judged
    /// noise on unseen apps). The body is the closure or accessor the statement sits in, and the
    /// stacks and branches around it, up to the member that draws it. Only for a view that holds no
    /// button itself.
    static func isDoneByButtonInSameBody(_ statement: CodeBlockItemSyntax, done: Set<String>, file: SourceFile) -> Bool
    {
        var inside = statement.position..<statement.endPosition
        // A view holding buttons of its own is reported as such: combining it would hide them.
        guard buttonEffects(in: inside, file: file).isEmpty else { return false }
        var node = Syntax(statement)
        while let parent = node.parent, !parent.is(MemberBlockSyntax.self) {
            node = parent
            guard let list = parent.as(CodeBlockItemListSyntax.self) else { continue }
            for item in list where !inside.overlaps(item.position..<item.endPosition) {
                if buttonEffects(in: item.position..<item.endPosition, file: file).contains(where: done.isSubset) {
                    return true
                }
            }
            inside = list.position..<list.endPosition
        }
        return false
    }

    /// `isOn: $store.isTestMode.animation()` → `store.isTestMode`: the flag a `Toggle` binds.
    static func boundFlag(of toggle: FunctionCallExprSyntax) -> String? {
        guard var bound = toggle.argument(labeled: "isOn")?.expression else { return nil }
        // `.animation()`, `.animation(.default)` only animates the same binding.
        while let call = bound.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "animation", let base = member.base
        {
            bound = base
        }
        let text = bound.trimmedText
        guard text.hasPrefix("$") else { return nil }
        return String(text.dropFirst())
    }

    /// `button?.performClick(nil)`, `control.sendActions(for: .touchUpInside)`.
    static func forwardsToControl(_ effect: TapEffect) -> Bool {
        guard let member = effect.call?.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else {
            return false
        }
        return ["performClick", "sendActions", "sendAction"].contains(member.declName.baseName.text)
    }

    /// `selection = item.id` inside `List(selection: $selection)`.
    static func setsListSelection(_ effects: [TapEffect], from view: some SyntaxProtocol) -> Bool {
        var current = view.parent
        while let node = current, !node.is(MemberBlockSyntax.self) {
            if let call = node.as(FunctionCallExprSyntax.self), ["List", "Table"].contains(call.calleeName ?? ""),
                let binding = call.argument(labeled: "selection")?.expression.trimmedText, binding.hasPrefix("$")
            {
                let selection = String(binding.dropFirst())
                return effects.allSatisfy {
                    $0.write?.operation == .assignment && $0.write?.target.trimmedText == selection
                }
            }
            current = node.parent
        }
        return false
    }

    /// What each `Button` inside the view does, and each closure handed to the tapped view itself
    /// when it is not a container (`UnlockCard(product) { isExpanded = true; … }`): one set of
    /// effects (`TapEffect.tokenText`) per action.
    static func actionEffects(in view: FunctionCallExprSyntax, file: SourceFile) -> [Set<String>] {
        var closures: [ClosureExprSyntax] = []
        if let name = view.calleeName, !TappedContent.containers.contains(name), name.first?.isUppercase == true {
            closures += view.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
            closures += [view.trailingClosure].compactMap { $0 } + view.additionalTrailingClosures.map(\.closure)
        }
        return closures.map(effects(of:)) + buttonEffects(in: view.position..<view.endPosition, file: file)
    }

    /// What each `Button` of a `.contextMenu` on the view, or on a container around it within its
    /// member, does.
    static func contextMenuEffects(around view: FunctionCallExprSyntax, file: SourceFile) -> [Set<String>] {
        var found: [Set<String>] = []
        var chains = [ModifierChain(startingAt: view).modifiers]
        var current = Syntax(ModifierChain(startingAt: view).outermost)
        while let parent = current.parent, !parent.is(MemberBlockSyntax.self), !parent.is(SourceFileSyntax.self) {
            defer { current = parent }
            if let container = parent.as(FunctionCallExprSyntax.self) {
                chains.append(ModifierChain(startingAt: container).modifiers)
            }
        }
        for modifier in chains.joined() where modifier.name == "contextMenu" {
            guard let call = modifier.call else { continue }
            let menus =
                [call.trailingClosure, call.closure(labeled: "menuItems")].compactMap { $0 }
                + call.arguments.compactMap { $0.label == nil ? $0.expression.as(ClosureExprSyntax.self) : nil }
            for menu in menus { found += buttonEffects(in: menu.position..<menu.endPosition, file: file) }
        }
        return found
    }

    /// What each `Button` whose call lies in `range` does: its action closure, or the function its
    /// `action:` names (`Button(action: onToggleExpand)` calls `onToggleExpand()`).
    static func buttonEffects(in range: Range<AbsolutePosition>, file: SourceFile) -> [Set<String>] {
        // The file's calls are in source order: those in the range are a contiguous run.
        let calls = file.functionCalls
        var low = 0, high = calls.count
        while low < high {
            let middle = (low + high) / 2
            if calls[middle].position < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var found: [Set<String>] = []
        for button in calls[low...].prefix(while: { $0.position < range.upperBound })
        where button.calleeName == "Button" {
            let action = button.argument(labeled: "action")?.expression
            if let closure = action?.as(ClosureExprSyntax.self) {
                found.append(effects(of: closure))
            } else if let name = action?.as(DeclReferenceExprSyntax.self)?.baseName.text {
                found.append([name + " ( )"])
            } else if let trailing = button.trailingClosure,
                button.closure(labeled: "label") != nil || button.arguments.first?.label == nil
            {
                // `Button { act() } label: { … }` or `Button("Title") { act() }`.
                found.append(effects(of: trailing))
            }
        }
        return found
    }

    private static func effects(of closure: ClosureExprSyntax) -> Set<String> {
        Set(TapAction.effects(of: closure.statements).map(\.tokenText))
    }
}
