import A11yFixSyntax
import SwiftSyntax

/// An image drawn invisible, always or while a condition is off, which VoiceOver still reads:
///
///     Image(systemName: "circle.fill").foregroundColor(.clear)                 // an indent spacer
///     Image(systemName: "checkmark").foregroundColor(isSelected ? .accentColor : .clear)
///     Image(systemName: "checkmark").opacity(isSelected ? 1 : 0)
///
/// The first holds a place in the layout and shows nothing: decoration. The others show a mark
/// only while their condition holds (a list row's checkmark), and on every other row VoiceOver
/// would still read "checkmark".
enum InvisibleImage {
    /// How the chain draws the image.
    enum Drawing {
        /// Clear or fully transparent whatever happens.
        case never
        /// Seen only while `condition` holds (`shown`), or only while it does not.
        case only(condition: String, shown: Bool)

        /// The code of the condition under which it is invisible: `!isSelected`, `option == current`.
        var hiddenWhile: String? {
            guard case let .only(condition, shown) = self else { return nil }
            return shown ? InvisibleImage.negated(condition) : condition
        }
    }

    static let tints: Set<String> = ["foregroundColor", "foregroundStyle"]

    /// How `chain` draws its image, or nil when it is drawn as any other image is.
    static func drawing(of chain: ModifierChain) -> Drawing? {
        var found: Drawing?
        for modifier in chain.modifiers {
            guard let arguments = modifier.call?.arguments, arguments.count == 1, arguments.first?.label == nil,
                let value = arguments.first?.expression
            else { continue }
            let isTint = tints.contains(modifier.name)
            guard isTint || modifier.name == "opacity" else { continue }
            func invisible(_ expression: ExprSyntax) -> Bool { isTint ? isClear(expression) : isZero(expression) }
            if invisible(value) {
                found = .never
            } else if let parts = value.ternaryParts {
                // A second tint or opacity after this one would decide what is seen: not read.
                guard found == nil else { return nil }
                if invisible(parts.whenFalse), !invisible(parts.whenTrue) {
                    found = .only(condition: parts.condition, shown: true)
                } else if invisible(parts.whenTrue), !invisible(parts.whenFalse) {
                    found = .only(condition: parts.condition, shown: false)
                }
            }
        }
        return found
    }

    /// `.clear`, `Color.clear`.
    static func isClear(_ value: ExprSyntax) -> Bool {
        ["Color.clear", ".clear"].contains(value.trimmedText)
    }

    /// `0`, `0.0`.
    static func isZero(_ value: ExprSyntax) -> Bool {
        (value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self))
            && Double(value.trimmedText) == 0
    }

    /// `!isSelected`, `!isSelected(unit)`, `!(option == current)`; `isHidden` for `!isHidden`.
    static func negated(_ condition: String) -> String {
        if condition.hasPrefix("!"), isSimple(String(condition.dropFirst())) { return String(condition.dropFirst()) }
        return isSimple(condition) ? "!" + condition : "!(" + condition + ")"
    }

    /// A name, a member path or a call on one (`isSelected`, `row.isOn`, `isSelected(unit)`): `!` applies to all of it.
    private static func isSimple(_ condition: String) -> Bool {
        var depth = 0
        for character in condition {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            default:
                if depth == 0, !(character.isLetter || character.isNumber || character == "_" || character == ".") {
                    return false
                }
            }
        }
        return depth == 0 && condition.first.map { $0.isLetter || $0 == "_" } == true
    }
}
