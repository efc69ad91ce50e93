import A11yFixSyntax
import SwiftSyntax

/// The caption shown under an icon-only control: `VStack { Button { … } label: { Image(…) };
/// Text("Share").font(.caption) }` is the "Share" button, in the file's own words (a literal, or a
/// localized lookup). Only a vertical stack of exactly the control and then one small `Text`: with
/// more views the caption may belong to something else, and a text before it or beside it in a
/// row is a title the control acts on ("Need help?" before a help link).
enum VisibleCaption {
    static let stacks: Set<String> = ["VStack", "LazyVStack"]

    /// The caption's Swift expression; nil when the control is not captioned this way.
    static func words(for control: FunctionCallExprSyntax) -> String? {
        let outermost = ModifierChain(startingAt: control).outermost
        guard let item = outermost.parent?.as(CodeBlockItemSyntax.self),
            let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 2,
            let closure = list.parent?.as(ClosureExprSyntax.self),
            let stack = closure.parent?.as(FunctionCallExprSyntax.self), stack.trailingClosure?.id == closure.id,
            let name = stack.calleeName, stacks.contains(name)
        else { return nil }
        guard list.first?.id == item.id, let other = list.last, case let .expr(view) = other.item,
            let text = ModifierChain(endingAt: view).root.as(FunctionCallExprSyntax.self), text.calleeName == "Text",
            let first = text.arguments.first, first.label == nil, text.arguments.count == 1,
            CaptionFont.isCaptionSized(ModifierChain(endingAt: view))
        else { return nil }
        if let written = LabelText.writtenWords(first.expression)?.code { return written }
        return followingCaption(first.expression)
    }

    /// `isPaused ? L10n.resume : L10n.pause`: a caption that follows the state, each branch written
    /// words, is mirrored whole, so the label changes with what the person sees.
    static func followingCaption(_ expression: ExprSyntax) -> String? {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let condition = sequence.elements.first, !condition.trimmedText.contains("\n"),
            let ternary = sequence.elements.dropFirst().first?.as(UnresolvedTernaryExprSyntax.self),
            let then = LabelText.writtenWords(ternary.thenExpression)?.code,
            let otherwise = sequence.elements.last.flatMap({ LabelText.writtenWords($0)?.code })
        else { return nil }
        return "\(condition.trimmedText) ? \(then) : \(otherwise)"
    }
}
