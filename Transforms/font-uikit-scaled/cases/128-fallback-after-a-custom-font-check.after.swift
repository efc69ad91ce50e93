import UIKit

enum ArticleStyle {
    /// The `if let` only checks that the custom face exists: the fallback is text too, and scales.
    static var bodyFont: UIFont {
        if let custom = UIFont(name: "Charter", size: 17) {
            return UIFontMetrics(forTextStyle: .body).scaledFont(for: custom)
        }
        return UIFont.preferredFont(forTextStyle: .subheadline)
    }
}
