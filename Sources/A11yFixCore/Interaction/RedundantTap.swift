import A11yFixSyntax
import SwiftSyntax

/// Taps whose action VoiceOver already reaches another way, judged on real apps: reporting them
/// asks for work that is done. Left alone:
/// - a hit area around a control: everything the tap does, a `Button` inside the view (or the
///   action closure handed to the tapped view) does too;
/// - a row tap that writes the selection of the `List(selection:)` or `Table(selection:)` it sits in;
/// - a tap that forwards to a stored AppKit or UIKit control (`popUp?.performClick(nil)`), which
///   is exposed by itself.
enum RedundantTap {
    static func isRedundant(_ view: FunctionCallExprSyntax, action: TapAction?, in file: SourceFile) -> Bool {
        guard let action else { return false }
        let effects = action.effects
        guard !effects.isEmpty else { return false }
        if effects.allSatisfy(forwardsToControl) { return true }
        if setsListSelection(effects, from: view) { return true }
        let done = Set(effects.map(\.text))
        return actionClosures(in: view, file: file).contains {
            done.isSubset(of: TapAction.effects(of: $0.statements).map(\.text))
        }
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

    /// The action closures of the `Button`s inside the view, and the closures handed to the
    /// tapped view itself when it is not a container (`UnlockCard(product) { isExpanded = true; … }`).
    static func actionClosures(in view: FunctionCallExprSyntax, file: SourceFile) -> [ClosureExprSyntax] {
        var closures: [ClosureExprSyntax] = []
        if let name = view.calleeName, !TappedContent.containers.contains(name), name.first?.isUppercase == true {
            closures += view.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
            closures += [view.trailingClosure].compactMap { $0 } + view.additionalTrailingClosures.map(\.closure)
        }
        // The file's calls are in source order: the view's own ones are a contiguous run.
        let calls = file.functionCalls
        var low = 0, high = calls.count
        while low < high {
            let middle = (low + high) / 2
            if calls[middle].position < view.position { low = middle + 1 } else { high = middle }
        }
        for button in calls[low...].prefix(while: { $0.position < view.endPosition })
        where button.calleeName == "Button" {
            if let action = button.argument(labeled: "action")?.expression.as(ClosureExprSyntax.self) {
                closures.append(action)
            } else if let trailing = button.trailingClosure,
                button.closure(labeled: "label") != nil || button.arguments.first?.label == nil
            {
                // `Button { act() } label: { … }` or `Button("Title") { act() }`.
                closures.append(trailing)
            }
        }
        return closures
    }
}
