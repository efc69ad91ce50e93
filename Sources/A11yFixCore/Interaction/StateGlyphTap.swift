import A11yFixSyntax
import Foundation
import SwiftSyntax

/// An icon whose picture swaps with the very state its tap flips (`Image(systemName: isPlaying ?
/// "pause" : "play").onTapGesture { isPlaying.toggle() }`) shows what the next tap does: each
/// picture's phrase under that state is its label (`isPlaying ? "Pause" : "Play"`), as icon-only-label
/// names a button drawing the same pictures (judged on unseen apps: play/pause icons reported as
/// saying nothing). Only transport glyphs (play, pause, stop, record), which by convention show
/// what the next tap starts: other swapped pictures often show the state itself (a slashed speaker
/// while muted), where the table's phrase would name the opposite of the tap. A picture that follows
/// another state, or pictures the table does not tell apart, name nothing.
enum StateGlyphTap {
    /// Glyphs that show the action the next tap takes, not the state the player is in.
    static let transport: Set<String> = ["play", "pause", "stop", "record"]

    /// The label as Swift (`isPlaying ? "Pause" : "Play"`), or nil.
    static func label(action: ExprSyntax?, view: FunctionCallExprSyntax, context: TransformContext) -> String? {
        guard let action, let toggled = ActionName.toggledState(of: action),
            let images = ImageContent.images(in: ExprSyntax(view)), images.count == 1,
            case let .conditional(condition, whenTrue, whenFalse) = images[0].name,
            flag(condition) == flag(toggled),
            [whenTrue, whenFalse].allSatisfy({ transport.contains(String($0.prefix { $0 != "." })) }),
            let first = context.phrases.phrase(for: whenTrue), let second = context.phrases.phrase(for: whenFalse),
            first != second
        else { return nil }
        return "\(condition) ? \(SwiftLiteral.string(first)) : \(SwiftLiteral.string(second))"
    }

    /// `!self.isPlaying` read as `isPlaying`.
    static func flag(_ condition: String) -> String {
        var text = condition.trimmingCharacters(in: .whitespaces)
        while text.hasPrefix("!") { text.removeFirst() }
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }
}
