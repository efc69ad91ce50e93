import SwiftSyntax

/// Dynamic Type text styles with their default point sizes, and the rule that picks the style
/// closest to a hard-coded size: nearest default size, ties round up, `.headline` instead of
/// `.body` at the shared size when the weight is semibold or heavier, `.largeTitle` above all.
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// The name in `UIFont.TextStyle` / `NSFont.TextStyle`, which spell two styles differently.
    public var platformFontName: String {
        switch self {
        case .title: "title1"
        case .caption: "caption1"
        default: rawValue
        }
    }

    public func defaultSize(on platform: FontPlatform) -> Double {
        switch platform {
        case .iOS:
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        case .watchOS:
            // The Large (default) sizes of 44, 45 and 49 mm watches; smaller watches scale them
            // down, so a size is exact only on these. watchOS has no callout or subheadline size of
            // its own (`nearest` does not pick them there); they read as the body size.
            switch self {
            case .largeTitle: 36
            case .title: 34
            case .title2: 27
            case .title3: 19
            case .headline, .body, .callout, .subheadline: 16
            case .caption: 15
            case .caption2: 14
            case .footnote: 13
            }
        case .macOS:
            switch self {
            case .largeTitle: 26
            case .title: 22
            case .title2: 17
            case .title3: 15
            case .headline, .body: 13
            case .callout: 12
            case .subheadline: 11
            case .footnote, .caption, .caption2: 10
            }
        }
    }

    /// The weight the style already has: `.headline` is semibold on iOS and bold on macOS.
    public func intrinsicWeight(on platform: FontPlatform) -> FontWeight {
        guard self == .headline else { return .regular }
        return platform == .macOS ? .bold : .semibold
    }

    /// Styles added in iOS 14 / macOS 11, each with its `IntroducedAPI` entry.
    public var introducedAPI: IntroducedAPI? {
        switch self {
        case .title2: .fontTitle2
        case .title3: .fontTitle3
        case .caption2: .fontCaption2
        default: nil
        }
    }

    /// The style whose default size is nearest to `size`, among `available` styles.
    public static func nearest(
        to size: Double, weight: FontWeight?, on platform: FontPlatform,
        among available: [TextStyle] = TextStyle.allCases
    ) -> TextStyle {
        // Distinct sizes, largest first; at one size the first listed style wins (caption2 shares
        // macOS's 10 pt with caption and footnote: footnote is listed first).
        var best: TextStyle = .largeTitle
        var bestDistance = Double.infinity
        for style in available where style != .headline {
            if platform == .watchOS, style == .callout || style == .subheadline { continue }
            let distance = abs(style.defaultSize(on: platform) - size)
            // Strictly nearer wins; on a tie the larger style (seen first) stays: ties round up.
            if distance < bestDistance {
                best = style
                bestDistance = distance
            }
        }
        if best == .body, let weight, weight >= .semibold, available.contains(.headline) { return .headline }
        return best
    }
}

extension TextStyle {
    /// The style that renders `size` at exactly its default size on every table, with the weight
    /// kept (`.headline` only where its own weight is the one asked for or heavier); nil when no
    /// style matches everywhere, so a replacement would change the design.
    public static func exact(
        _ size: Double, weight: FontWeight?, on tables: [FontPlatform],
        among available: [TextStyle] = TextStyle.allCases
    ) -> TextStyle? {
        guard !tables.isEmpty else { return nil }
        let matching = available.filter { style in tables.allSatisfy { style.defaultSize(on: $0) == size } }
        if let weight, weight >= .semibold, matching.contains(.headline) { return .headline }
        return matching.first { $0 != .headline }
    }

    /// No text is set below this; a smaller literal (`UIFont(name: "Family", size: 1)`) is a
    /// font-family token resized later, and is left alone.
    public static let smallestTextSize: Double = 6

    public static func isPlaceholderSize(_ points: Double) -> Bool { points < smallestTextSize }

    /// From this size on a SwiftUI font draws a display glyph (a hero icon, an illustration),
    /// not reading text: well above `.largeTitle`, and left as designed.
    public static let displaySize: Double = 44
}

public enum FontPlatform: Sendable {
    case iOS, macOS, watchOS

    /// The platform's name in messages.
    public var name: String {
        switch self {
        case .iOS: "iOS"
        case .macOS: "macOS"
        case .watchOS: "watchOS"
        }
    }
}

/// `Font.Weight` / `UIFont.Weight` / `NSFont.Weight`, ordered from thinnest to heaviest.
public enum FontWeight: String, CaseIterable, Comparable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension ExprSyntax {
    /// `.bold` or `Font.Weight.bold` / `UIFont.Weight.bold` as a weight.
    public var fontWeightValue: FontWeight? {
        guard let member = self.as(MemberAccessExprSyntax.self) else { return nil }
        return FontWeight(rawValue: member.declName.baseName.text)
    }
}
