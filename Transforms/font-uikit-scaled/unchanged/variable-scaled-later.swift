import UIKit

final class BrandTitleView: UIView {
    private let brandLabel = UILabel()

    func configure() {
        let base = UIFont(name: "Georgia", size: 28) ?? .preferredFont(forTextStyle: .title1)
        brandLabel.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: base)
        brandLabel.adjustsFontForContentSizeCategory = true
    }
}
