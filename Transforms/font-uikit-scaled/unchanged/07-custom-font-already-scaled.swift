import UIKit

final class BrandTitleView: UIView {
    private let brandLabel = UILabel()
    private let taglineLabel = UILabel()

    func configure() {
        brandLabel.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(name: "Georgia", size: 28)!)
        brandLabel.adjustsFontForContentSizeCategory = true
        taglineLabel.font = UIFont(name: "Georgia-Italic", size: 15).map { UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: $0) }
        taglineLabel.adjustsFontForContentSizeCategory = true
    }
}
