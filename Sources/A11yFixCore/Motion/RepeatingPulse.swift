import A11yFixSyntax
import SwiftSyntax

/// A repeating animation that fades a view in as it moves (a ring that pulses, growing and
/// brightening): skipping it under Reduce Motion must not leave the view at the starting pose
/// the function gave it just before (`ring.alpha = 0`), or the cue the pulse shows is lost.
enum RepeatingPulse {
    /// The write of the block that shows the view (`self.ring.alpha = 0.4`), as written, when the
    /// function body set that view's `alpha` to zero before the call and the block sets it to a
    /// literal above zero; nil otherwise. Only one such view: the skip's `else` makes one write.
    static func shownAlpha(by call: FunctionCallExprSyntax, hiddenIn body: CodeBlockSyntax) -> String? {
        guard let animations = MotionGateUIKit.animations(of: call), animations.signature == nil else { return nil }
        let shown = animations.statements.compactMap { item -> (path: String, text: String)? in
            guard let expression = item.item.as(ExprSyntax.self), let write = Write(expression),
                write.operation == .assignment, let value = write.value, isAlpha(write.target),
                let number = Double(value.trimmedText), number > 0
            else { return nil }
            return (path(of: write.target), item.trimmedText)
        }
        guard shown.count == 1, let only = shown.first else { return nil }
        let hidden = body.statements.prefix { $0.position < call.position }.contains { item in
            guard let expression = item.item.as(ExprSyntax.self), let write = Write(expression),
                write.operation == .assignment, let value = write.value, isAlpha(write.target)
            else { return false }
            return Double(value.trimmedText) == 0 && path(of: write.target) == only.path
        }
        return hidden ? only.text : nil
    }

    private static func isAlpha(_ target: ExprSyntax) -> Bool {
        target.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "alpha"
    }

    /// `self.ring.alpha` and `ring.alpha` are the same view's.
    private static func path(of target: ExprSyntax) -> String {
        let text = target.trimmedText
        return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }
}
