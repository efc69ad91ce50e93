/// How much a project button style grows the label it is given: the padding its `makeBody` puts
/// around `configuration.label` before a background or content shape makes that padding part of
/// the tappable area, and the minimum frame it gives the label. A touch target is measured on the
/// button the style builds, not on the icon inside it.
public struct StyleGrowth: Sendable, Hashable, Codable {
    public var width: Double = 0
    public var height: Double = 0
    public var minWidth: Double = 0
    public var minHeight: Double = 0

    public init(width: Double = 0, height: Double = 0, minWidth: Double = 0, minHeight: Double = 0) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.minHeight = minHeight
    }

    /// SwiftUI's default padding.
    static let standardPadding: Double = 16

    /// From the modifiers applied to `configuration.label`, as (name, argument text) pairs in
    /// order. Nil when the style neither pads a hit-tested area nor gives a minimum frame.
    init?(modifiers: [(name: String, arguments: String)]) {
        var pending = (width: 0.0, height: 0.0)
        for modifier in modifiers {
            switch modifier.name {
            case "padding":
                let added = Self.padding(modifier.arguments)
                pending.width += added.width
                pending.height += added.height
            case "background", "contentShape":
                // Padding is tappable only once something fills it or a shape claims it.
                width += pending.width
                height += pending.height
                pending = (0, 0)
            case "frame":
                for argument in Self.arguments(modifier.arguments) {
                    guard let value = Double(argument.value) else { continue }
                    switch argument.label {
                    case "minWidth", "width": minWidth = max(minWidth, value)
                    case "minHeight", "height": minHeight = max(minHeight, value)
                    default: break
                    }
                }
            default:
                break
            }
        }
        if width == 0, height == 0, minWidth == 0, minHeight == 0 { return nil }
    }

    /// A label of `size` (the icon's frame on one axis) as the style draws it.
    public func grown(_ size: Double, isWidth: Bool) -> Double {
        isWidth ? max(size + width, minWidth) : max(size + height, minHeight)
    }

    /// Compact text for the index cache: `width height minWidth minHeight`.
    var encoded: String { [width, height, minWidth, minHeight].map { String($0) }.joined(separator: " ") }

    init?(encoded text: String) {
        let values = text.split(separator: " ").compactMap { Double($0) }
        guard values.count == 4 else { return nil }
        (width, height, minWidth, minHeight) = (values[0], values[1], values[2], values[3])
    }

    /// `.padding()`, `.padding(8)`, `.padding(.vertical)`, `.padding(.horizontal, 12)`,
    /// `.padding([.top, .bottom], 4)`; lengths that are not literals add nothing.
    static func padding(_ text: String) -> (width: Double, height: Double) {
        let parts = arguments(text)
        var edges = "all"
        var amount: Double? = standardPadding
        if parts.count == 1 {
            if let length = Double(parts[0].value) { amount = length } else { edges = parts[0].value }
        } else if parts.count == 2 {
            edges = parts[0].value
            amount = Double(parts[1].value)
        }
        guard let amount else { return (0, 0) }
        var result = (width: 0.0, height: 0.0)
        for edge in edges.split(whereSeparator: { !$0.isLetter }) {
            switch edge {
            case "all":
                result.width += 2 * amount
                result.height += 2 * amount
            case "horizontal": result.width += 2 * amount
            case "vertical": result.height += 2 * amount
            case "leading", "trailing": result.width += amount
            case "top", "bottom": result.height += amount
            default: break
            }
        }
        return result
    }

    /// Top-level arguments of an argument list's text, each with its label (empty without one).
    static func arguments(_ text: String) -> [(label: String, value: String)] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "," where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        if !trim(current).isEmpty { parts.append(current) }
        return parts.map { part in
            let trimmed = trim(part)
            if let colon = trimmed.firstIndex(of: ":"), !trimmed.hasPrefix("["),
                trimmed[..<colon].allSatisfy({ $0.isLetter || $0.isNumber })
            {
                return (
                    String(trimmed[..<colon]),
                    trim(trimmed[trimmed.index(after: colon)...])
                )
            }
            return ("", trimmed)
        }
    }

    private static func trim<Text: StringProtocol>(_ text: Text) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
