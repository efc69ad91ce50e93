import UIKit

final class PriceTagView: UIView {
    let priceLabel = UILabel()

    func configure(price: String) {
        self.priceLabel.text = price
        self.priceLabel.font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: UIFont.boldSystemFont(ofSize: 20))
        self.priceLabel.adjustsFontForContentSizeCategory = true
    }
}
