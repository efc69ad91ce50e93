import A11yFixSyntax
import SwiftSyntax

/// The words a control's large content viewer shows: `.accessibilityShowsLargeContentViewer {
/// Label { Text("Filter", comment: "…") } icon: { … } }` is what a person holding the control at
/// a large text size reads, so it is what VoiceOver should say, written as the code writes it
/// (a `Text` looked up in the project's strings).
enum LargeContentLabel {
    static func words(in chain: ModifierChain, context: TransformContext) -> InferredLabel? {
        guard
            let viewer = chain.modifiers.last(where: { $0.name == "accessibilityShowsLargeContentViewer" })?.call,
            let content = viewer.trailingClosure ?? viewer.closure(labeled: "label")
        else { return nil }
        var texts: [FunctionCallExprSyntax] = []
        func visit(_ node: Syntax) {
            if let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "Text" {
                texts.append(call)
                return
            }
            for child in node.children(viewMode: .sourceAccurate) { visit(child) }
        }
        visit(Syntax(content))
        // One text, a plain literal key (not a value the tool cannot read).
        guard texts.count == 1, let text = texts.first, let key = text.arguments.first,
            key.label == nil, let words = key.expression.stringLiteralValue, !words.isEmpty
        else { return nil }
        // The summary says the English words, not a key (`"AddEvent"` → "Add Event").
        return InferredLabel(code: text.trimmedText, saying: context.newStrings?.texts[words] ?? words)
    }
}
