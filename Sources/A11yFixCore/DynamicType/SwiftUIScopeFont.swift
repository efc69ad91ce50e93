import SwiftSyntax

/// The SwiftUI-scope font for a UIKit-scope system font set on an `AttributedString` that SwiftUI
/// `Text` shows: `Text` ignores the UIKit one, so the bold or size it asks for never shows, and
/// the run does not scale. When its size is exactly a text style's default, the SwiftUI style
/// draws what was meant at the default text size and scales with the setting (judged on real
/// apps: `instructions[range].font = .boldSystemFont(ofSize: 16)` → `.callout.bold()`).
enum SwiftUIScopeFont {
    /// `.callout.bold()` for `.boldSystemFont(ofSize: 16)` assigned to `receiver`; nil when the
    /// receiver names the UIKit scope (`attributed.uiKit.font`, where a SwiftUI font would not
    /// compile), the size is not a literal text-style size on every table, or the weight is unknown.
    static func replacement(for font: FontCall, receiver: String, tables: [FontPlatform]?) -> (
        text: String, style: TextStyle
    )? {
        let call = font.call
        guard !receiver.split(separator: ".").contains("uiKit"), let tables, !tables.isEmpty,
            ["systemFont", "boldSystemFont"].contains(font.method),
            call.arguments.allSatisfy({ ["ofSize", "weight"].contains($0.label?.text ?? "") }),
            let points = call.argument(labeled: "ofSize")?.expression.numberLiteralValue
        else { return nil }
        var weight = FontWeight.regular
        if font.method == "boldSystemFont" {
            weight = .bold
        } else if let written = call.argument(labeled: "weight")?.expression {
            guard let value = written.fontWeightValue else { return nil }
            weight = value
        }
        guard let style = TextStyle.exact(points, weight: weight, on: tables) else { return nil }
        let intrinsic = Set(tables.map(style.intrinsicWeight(on:)))
        guard intrinsic.count == 1, let own = intrinsic.first else { return nil }
        var text = ".\(style.rawValue)"
        if weight != own { text += weight == .bold ? ".bold()" : ".weight(.\(weight.rawValue))" }
        return (text, style)
    }
}
