import UIKit

/// Every font of the set can be scaled, or one of them scales already: the rest are scaled.
final class HeadingStyles {
    let levels: [UIFont] = [
        UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 28, weight: .bold)),
        UIFontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 22, weight: .semibold)),
        UIFontMetrics(forTextStyle: .callout).scaledFont(for: .systemFont(ofSize: 16, weight: .medium)),
    ]

    let byLevel: [Int: UIFont] = [
        1: UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 26, weight: .bold)),
        2: UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 18, weight: .semibold)),
    ]
}
