import UIKit

/// A computed property makes its font each time it is read, so the scaled font follows the text
/// size; so does an instance property, made with its view.
enum Typography {
    static var headline: UIFont { UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont.systemFont(ofSize: 28, weight: .bold)) }
}

final class BannerView: UIView {
    private let font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 15, weight: .medium))
}
