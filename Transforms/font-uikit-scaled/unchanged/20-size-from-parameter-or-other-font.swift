import UIKit

enum IconFont {
    // A helper whose callers choose the size: the call sites decide whether it scales, and the
    // fallback stands in for the same icon size.
    static func font(ofSize requested: CGFloat) -> UIFont {
        let size = requested > 0 ? requested : 16
        if let font = UIFont(name: "MaterialIcons", size: size) {
            return font
        }
        return .systemFont(ofSize: 16)
    }

    static func scaled(_ font: UIFont, by factor: CGFloat) -> UIFont {
        .systemFont(ofSize: font.pointSize * factor)
    }
}

final class BoldTitleView: UIView {
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()

    // A bold copy of another font follows that font.
    func emphasize() {
        subtitleLabel.font = .boldSystemFont(ofSize: titleLabel.font.pointSize)
    }
}
