import A11yFixSyntax
import SwiftSyntax

/// The direction an action moves something, which completes its phrase: `moveCursor(direction: .left)`
/// is "Move cursor left", and an arrow whose action sends the left-arrow key (`"\u{1b}[D"`,
/// `.leftArrow`) is "Left arrow". Judged on real apps: "Move cursor" alone left four arrow buttons
/// reading the same.
enum KeyDirection {
    static let words: Set<String> = ["left", "right", "up", "down", "forward", "backward"]
    /// The final byte of an ANSI cursor-key sequence (`ESC [ A`) and the arrow it stands for.
    static let cursorKeys: [String: String] = ["A": "up", "B": "down", "C": "right", "D": "left"]

    /// `phrase` with the direction the call named `name` is handed (`direction: .left`, or an
    /// unlabelled `.left`), when the phrase does not say one already; nil when no such argument.
    static func completing(_ phrase: String, name: String, in action: ExprSyntax) -> String? {
        let said = Set(ReadableName.words(of: phrase).map { $0.lowercased() })
        guard said.isDisjoint(with: words) else { return nil }
        let directions = Set(
            calls(in: action).filter { callee(of: $0) == name }.flatMap { call in
                call.arguments.compactMap { argument -> String? in
                    guard argument.label == nil || argument.label?.text == "direction",
                        let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil
                    else { return nil }
                    let word = member.declName.baseName.text.lowercased()
                    return words.contains(word) ? word : nil
                }
            })
        guard directions.count == 1, let direction = directions.first else { return nil }
        return "\(phrase) \(direction)"
    }

    /// "Left arrow" for an arrow glyph (`arrow.left`, `chevron.left.circle`; not `arrow.uturn.left`)
    /// whose action sends that arrow key: a cursor-key sequence literal or a `.leftArrow` key. Nil
    /// when the key and the glyph disagree, or the action sends no arrow key.
    static func arrowKey(symbol: String, action: ExprSyntax) -> String? {
        let parts = symbol.split(separator: ".").map(String.init)
        guard parts.count >= 2, ["arrow", "chevron", "arrowtriangle"].contains(parts[0]),
            case let glyph = parts[1], ["left", "right", "up", "down"].contains(glyph)
        else { return nil }
        var keys: Set<String> = []
        for token in action.tokens(viewMode: .sourceAccurate) {
            if case let .stringSegment(text) = token.tokenKind, text.count >= 2 {
                let suffix = text.suffix(2)
                if suffix.first == "[", let key = cursorKeys[String(suffix.last!)] { keys.insert(key) }
            } else if token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period,
                case let .identifier(name) = token.tokenKind, name.hasSuffix("Arrow")
            {
                let key = String(name.dropLast("Arrow".count)).lowercased()
                if ["left", "right", "up", "down"].contains(key) { keys.insert(key) }
            }
        }
        guard keys == [glyph] else { return nil }
        return glyph.prefix(1).uppercased() + glyph.dropFirst() + " arrow"
    }

    private static func callee(of call: FunctionCallExprSyntax) -> String? {
        call.calleeName ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    private static func calls(in expression: ExprSyntax) -> [FunctionCallExprSyntax] {
        final class Collector: SyntaxVisitor {
            var calls: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                calls.append(node)
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(expression)
        return collector.calls
    }
}
