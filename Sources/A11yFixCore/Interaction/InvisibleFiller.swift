import A11yFixSyntax
import SwiftSyntax

/// A stack made only of invisible filler (`Color.clear`, `Color.black.opacity(0.001)`, `Spacer()`)
/// whose tap only lets go of something: resigns focus, hides the keyboard, closes a panel. It
/// catches taps on empty space and shows nothing (judged on unseen apps: a "Remove focus" button
/// between an activity bar's real buttons made VoiceOver navigation worse).
enum InvisibleFiller {
    /// Whether `view`, the tapped view, is a stack of filler alone.
    static func isFillerStack(_ view: FunctionCallExprSyntax) -> Bool {
        guard let name = view.calleeName, TappedContent.containers.contains(name), let closure = view.trailingClosure
        else { return false }
        return closure.statements.allSatisfy { statement in
            guard case let .expr(expression) = statement.item else { return false }
            return isFiller(expression)
        }
    }

    /// `Color.clear`, `.clear`, `Color.black.opacity(0.001)`, `Rectangle().fill(Color.clear)`,
    /// `Spacer()`, or a stack of these.
    static func isFiller(_ expression: ExprSyntax) -> Bool {
        let chain = ModifierChain(endingAt: expression)
        if chain.modifiers.contains(where: { $0.name == "opacity" && isFaint($0.call) }) { return true }
        if let member = chain.root.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text == "clear"
        }
        guard let call = chain.root.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return false }
        if name == "Spacer" { return true }
        if NonButtonTap.backgroundViews.contains(name) {
            return chain.modifiers.contains { modifier in
                ["fill", "foregroundColor", "foregroundStyle"].contains(modifier.name)
                    && modifier.call?.arguments.first.map { isFiller($0.expression) } == true
            }
        }
        return isFillerStack(call)
    }

    /// `.opacity(0.001)`: drawn, but too faint to see; there only to be hit.
    private static func isFaint(_ call: FunctionCallExprSyntax?) -> Bool {
        guard let value = call?.arguments.first?.expression.numberLiteralValue else { return false }
        return value <= 0.02
    }

    /// Whether every effect of the tap lets go of something: `removeFocus()`, `hideKeyboard()`,
    /// `isFocused = false`, `isPresented = false`, `dismiss()`.
    static func onlyLetsGo(_ action: ExprSyntax?) -> Bool {
        guard let effects = TapAction(action)?.effects, !effects.isEmpty else { return false }
        return effects.allSatisfy { effect in
            if let write = effect.write, write.operation == .assignment, let value = write.value {
                return value.is(NilLiteralExprSyntax.self) || value.isFalseLiteral
            }
            guard let call = effect.call, let name = effect.calledName else { return false }
            if NonButtonTap.dismissCalls.contains(name) { return call.arguments.isEmpty }
            if ActionName.focusCalls.contains(name) || effect.text.includes("resignFirstResponder") { return true }
            let words = Set(ReadableName.words(of: name).map { $0.lowercased() })
            return !words.isDisjoint(with: ["focus", "keyboard", "editing", "responder"])
                && !words.isDisjoint(with: ["remove", "resign", "hide", "dismiss", "end", "clear", "blur", "lose"])
                || words == ["unfocus"] || words == ["blur"]
        }
    }
}
