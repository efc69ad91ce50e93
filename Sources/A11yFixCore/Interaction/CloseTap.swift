import A11yFixSyntax
import SwiftSyntax

/// A tappable icon whose action closes what it sits on: an `xmark` whose tap runs `dismiss()`,
/// `close()`, `onClose()`, `presentationMode.wrappedValue.dismiss()` or `isPresented = false`.
/// It is the screen's Close button, and VoiceOver needs the trait and a name for it (the issue's
/// canonical case: no trait, no label, no finding). A tap on a full-size backdrop that closes a
/// sheet stays no button: VoiceOver's escape gesture does that, and the backdrop is no control.
enum CloseTap {
    /// What the symbol table says of a glyph that closes, goes back or cancels: the words a Close
    /// button's icon stands for.
    static let closingPhrases: Set<String> = ["Close", "Dismiss", "Back", "Cancel", "Done"]
    /// Words after the verb that still name what closes: `closeSheet`, `dismissView`.
    static let closedThings: Set<String> = [
        "sheet", "view", "modal", "popup", "popover", "overlay", "screen", "window", "panel", "page", "dialog",
    ]
    /// Words of a flag that says something is shown: `isPresented = false`, `showSettings = false`.
    static let shownWords: Set<String> = [
        "presented", "presenting", "present", "showing", "show", "shows", "shown", "visible", "displayed", "open",
        "opened", "sheet", "popover", "modal", "popup", "overlay",
    ]

    static let loggingCalls: Set<String> = ["print", "debugPrint", "NSLog", "os_log"]

    /// The label for a tap on `view` (the tapped content `base`) running `action`: the symbol's
    /// phrase when it is a closing one (`xmark` → "Close"), else the action's ("Dismiss" for
    /// `dismiss()`, "Close" for `onClose()` or `isPresented = false`). Nil when the view is no
    /// icon, fills its container, or the action does anything but close.
    static func phrase(
        action: ExprSyntax?, view: FunctionCallExprSyntax, base: ExprSyntax, content: TappedContent,
        context: TransformContext
    ) -> String? {
        guard content.kind == .plain, !content.hasText, drawsIcon(base), !fillsContainer(base),
            let effects = TapAction(action)?.effects, !effects.isEmpty
        else { return nil }
        let symbolPhrase = TapGestureButton.imageName(in: view).flatMap { symbol in
            // A checkmark that closes says the person is done (its table entry is ambiguous).
            symbol.split(separator: ".").first == "checkmark" ? "Done" : context.phrases.phrase(for: symbol)
        }
        var actionPhrase: String?
        for effect in effects {
            // Logging beside the dismissal says nothing of it.
            if let callee = effect.calledName, loggingCalls.contains(callee) { continue }
            if let word = closingWord(of: effect) {
                actionPhrase = actionPhrase ?? word
                continue
            }
            // Only a flag that says something is shown closes it: `selectedTag = nil` under an
            // `xmark` removes a filter, and `isExpanded = false` folds a section.
            guard let write = effect.write, write.operation == .assignment, let value = write.value,
                value.is(NilLiteralExprSyntax.self) || value.isFalseLiteral,
                ReadableName.words(of: write.pathNames.last ?? "").contains(where: {
                    shownWords.contains($0.lowercased())
                })
            else { return nil }
            actionPhrase = actionPhrase ?? "Close"
        }
        guard let actionPhrase else { return nil }
        return symbolPhrase.flatMap { closingPhrases.contains($0) ? $0 : nil } ?? actionPhrase
    }

    /// "Close" or "Dismiss" for a call that closes: `dismiss()`, `self.close()`, `onClose()`,
    /// `onDismiss?()`, `presentationMode.wrappedValue.dismiss()`, `closeSheet()`. Calls with
    /// arguments choose what to close, which is more than the icon says.
    static func closingWord(of effect: TapEffect) -> String? {
        guard let call = effect.call, call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
        var called = call.calledExpression
        if let optional = called.as(OptionalChainingExprSyntax.self) { called = optional.expression }
        let name =
            called.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name else { return nil }
        var words = ReadableName.words(of: name).map { $0.lowercased() }
        while let first = words.first, ["on", "did", "handle", "tap", "tapped", "perform"].contains(first) {
            words.removeFirst()
        }
        while let last = words.last, ["tapped", "action", "button", "pressed", "clicked", "handler"].contains(last) {
            words.removeLast()
        }
        guard let verb = words.first, ["close", "dismiss"].contains(verb),
            words.dropFirst().allSatisfy(closedThings.contains)
        else { return nil }
        return verb == "close" ? "Close" : "Dismiss"
    }

    /// Whether the tapped content draws an image: `Image(…)`, `Label("", systemImage:)`, or an
    /// image over a shape.
    static func drawsIcon(_ base: ExprSyntax) -> Bool {
        base.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == "Image" || token.text == "Label",
                let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
                call.calledExpression.trimmedText == token.text
            else { return false }
            return token.text == "Image"
                || call.arguments.contains { ["systemImage", "image"].contains($0.label?.text ?? "") }
                || call.closure(labeled: "icon") != nil
        }
    }

    /// A full-size layer: `.ignoresSafeArea()`, or a frame as large as its container. A tap there
    /// is on a backdrop, whatever it shows.
    static func fillsContainer(_ base: ExprSyntax) -> Bool {
        ModifierChain(endingAt: base).modifiers.contains { modifier in
            if ["ignoresSafeArea", "edgesIgnoringSafeArea"].contains(modifier.name) { return true }
            guard modifier.name == "frame", let call = modifier.call else { return false }
            let infinite = { (label: String) in
                call.argument(labeled: label)?.expression.trimmedText == ".infinity"
            }
            return infinite("maxWidth") && infinite("maxHeight")
        }
    }
}
