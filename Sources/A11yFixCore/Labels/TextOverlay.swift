import A11yFixSyntax
import SwiftSyntax

/// An asset image whose `.overlay { … }` draws text: the card or badge the text sits on
/// (`Image("NFCCard").overlay { VStack { Text(uid) … } }`). The text says what the card shows,
/// so the picture under it is decoration to hide, before the overlay, as other backgrounds are.
enum TextOverlay {
    /// Whether an unconditional `.overlay` of `chain` draws a `Text`.
    static func isBackground(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains { modifier in
            guard modifier.name == "overlay", !modifier.isConditional, let call = modifier.call else { return false }
            let finder = TextFinder(viewMode: .sourceAccurate)
            finder.walk(call.arguments)
            if let closure = call.trailingClosure { finder.walk(closure) }
            return finder.found
        }
    }

    private final class TextFinder: SyntaxVisitor {
        var found = false

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.calleeName == "Text" { found = true }
            return found ? .skipChildren : .visitChildren
        }
    }
}
