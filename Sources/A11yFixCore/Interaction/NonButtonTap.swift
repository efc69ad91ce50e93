import SwiftSyntax

/// Taps that are not buttons, judged on real apps: giving them the button trait makes VoiceOver
/// announce a control that does nothing a person would ask for. Left alone:
/// - focus taps (`focusedField = .name`, `isFocused = true`, `becomeFirstResponder()`);
/// - backgrounds (a colour or shape layer) and dismiss taps (`isPresented = false`, `item = nil`, `dismiss()`);
/// - show/hide-the-controls taps (`showControls.toggle()` over a player or a photo);
/// - empty closures and closures that start with a `guard … else { return }`;
/// - taps whose comment says they keep out of VoiceOver's way on purpose.
enum NonButtonTap {
    static func isNonButtonTap(_ gesture: FunctionCallExprSyntax, view: FunctionCallExprSyntax, action: ExprSyntax?, in file: SourceFile) -> Bool {
        if let name = view.calleeName, backgroundViews.contains(name) { return true }
        if hasAccessibilityComment(gesture) { return true }
        guard let closure = action?.as(ClosureExprSyntax.self) else { return false }
        let statements = Array(closure.statements)
        guard let first = statements.first else { return true }
        if first.item.is(GuardStmtSyntax.self) { return true }
        if statements.contains(where: { movesFocus($0.item) }) { return true }
        if statements.allSatisfy({ dismisses($0.item) }) { return true }
        if let state = ActionName.toggledState(of: ExprSyntax(closure)), togglesChrome(state) { return true }
        return false
    }

    /// Views that are a layer behind content when they are the tapped view.
    static let backgroundViews: Set<String> = ["Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "LinearGradient", "RadialGradient"]
    static let focusCalls: Set<String> = ["becomeFirstResponder", "resignFirstResponder", "makeFirstResponder", "endEditing", "hideKeyboard", "dismissKeyboard"]
    static let dismissCalls: Set<String> = ["dismiss", "dismissSheet", "close"]
    /// Words of a flag that shows or hides a screen's chrome.
    static let chromeWords: Set<String> = ["controls", "control", "chrome", "overlay", "toolbar", "hud", "interface", "ui", "bars", "overlays"]
    static let commentWords = ["accessib", "voiceover", "voice over", "a11y", "button trait", "isbutton"]

    static func movesFocus(_ item: CodeBlockItemSyntax.Item) -> Bool {
        let text = item.trimmedDescription
        if focusCalls.contains(where: { text.includes($0 + "(") }) { return true }
        guard case let .expr(expression) = item, let target = expression.assignmentTarget else { return false }
        return target.trimmedText.lowercased().includes("focus")
    }

    /// `isPresented = false`, `selection = nil`, `dismiss()`: a closure made only of these closes something.
    static func dismisses(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard case let .expr(expression) = item else { return false }
        if expression.assignmentTarget != nil, let value = expression.as(SequenceExprSyntax.self)?.elements.last {
            return value.is(NilLiteralExprSyntax.self) || value.isFalseLiteral
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calleeName { return dismissCalls.contains(name) && call.arguments.isEmpty }
        return false
    }

    /// `showsControls`, `controlsVisible?.wrappedValue`, `model.isOverlayHidden`: any part of the
    /// toggled path names the screen's chrome.
    static func togglesChrome(_ state: String) -> Bool {
        state.split { $0 == "." || $0 == "?" || $0 == "!" || $0 == "$" }.contains { part in
            ReadableName.words(of: String(part)).contains { chromeWords.contains($0.lowercased()) }
        }
    }

    /// A comment on the gesture's line, above it, or first in its closure that mentions
    /// accessibility: the authors decided how assistive technology sees this tap.
    static func hasAccessibilityComment(_ gesture: FunctionCallExprSyntax) -> Bool {
        var trivia: [Trivia] = [gesture.trailingTrivia]
        if let member = gesture.calledExpression.as(MemberAccessExprSyntax.self) { trivia.append(member.period.leadingTrivia) }
        if let closure = gesture.trailingClosure {
            trivia.append(closure.leftBrace.trailingTrivia)
            if let first = closure.statements.first { trivia.append(first.leadingTrivia) }
        }
        var statement = Syntax(gesture)
        while let parent = statement.parent, !parent.is(CodeBlockItemSyntax.self) { statement = parent }
        trivia.append(statement.leadingTrivia)
        return trivia.contains { pieces in
            pieces.contains { piece in
                switch piece {
                case let .lineComment(text), let .blockComment(text), let .docLineComment(text), let .docBlockComment(text):
                    let lowered = text.lowercased()
                    return commentWords.contains { lowered.includes($0) }
                default:
                    return false
                }
            }
        }
    }
}
