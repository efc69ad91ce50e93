import A11yFixSyntax
import SwiftSyntax

/// `Button { … } label: { icon }.buttonStyle(.plain).padding(15)`: the padding is drawn around the
/// button but is not part of it, so the hit area stays the icon's. Moving the padding into the
/// label (with `.contentShape(Rectangle())`, which makes the padded area hit-testable) lays the
/// row out exactly as before and grows only what answers a tap (judged on apps never tuned on).
struct PaddingOutsideLabel {
    /// The `.padding(…)` modifier on the button, and the points it adds each side.
    var padding: ModifierChain.Modifier
    var points: Double

    /// Styles that draw the label as it is, so padding inside it draws the same as outside.
    static let labelStyles: Set<String> = [
        ".plain", ".borderless", "PlainButtonStyle()", "BorderlessButtonStyle()",
    ]

    /// Modifiers that may stand between the button and its padding: they draw nothing around it and
    /// size nothing, so the padding's place among them does not matter.
    static func isPassive(_ name: String) -> Bool {
        name.hasPrefix("accessibility")
            || [
                "buttonStyle", "help", "disabled", "keyboardShortcut", "tint", "foregroundStyle", "foregroundColor",
                "id", "tag", "labelStyle", "imageScale", "symbolRenderingMode",
            ].contains(name)
    }

    /// The padding on a `Button`'s own chain (before anything that draws or sizes), when the
    /// button draws its label as it is and that padding would bring `size` up to `target`.
    init?(button call: FunctionCallExprSyntax, chain: ModifierChain, size: Double, target: Double) {
        if let style = AppliedButtonStyle.argument(for: call), !Self.labelStyles.contains(style.trimmedText) {
            return nil
        }
        guard let padding = chain.modifiers.first(where: { !Self.isPassive($0.name) }), padding.name == "padding",
            !padding.isConditional, let call = padding.call, call.trailingClosure == nil,
            !padding.member.tokens(viewMode: .sourceAccurate).contains(where: Self.hasComment),
            !call.tokens(viewMode: .sourceAccurate).contains(where: Self.hasComment)
        else { return nil }
        // `.padding()` is the system's 16 pt; `.padding(12)` every side. An edge set grows one way only.
        let points: Double
        if call.arguments.isEmpty {
            points = 16
        } else if call.arguments.count == 1, let only = call.arguments.first, only.label == nil,
            let literal = Double(only.expression.trimmedText)
        {
            points = literal
        } else {
            return nil
        }
        guard size + 2 * points >= target else { return nil }
        self.padding = padding
        self.points = points
    }

    /// `.padding(14)`, as written on the button.
    var text: String {
        ".padding(" + (padding.call?.arguments.trimmedText ?? "") + ")"
    }

    /// The padding taken off the button and given, with a hit shape, to the label's content.
    func edits(label content: ModifierChain, in file: SourceFile) -> [TextEdit]? {
        guard let call = padding.call, let base = padding.member.base,
            !content.modifiers.contains(where: { $0.name == "contentShape" }),
            let added = ModifierInsertion.edit(
                appending: [text, ".contentShape(Rectangle())"],
                to: ModifierChain(startingAt: content.root),
                in: file)
        else { return nil }
        let removed = TextEdit(
            range: base.endPositionBeforeTrailingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: "")
        return [added, removed].sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    private static func hasComment(_ token: TokenSyntax) -> Bool {
        token.leadingTrivia.contains(where: \.isComment) || token.trailingTrivia.contains(where: \.isComment)
    }
}
