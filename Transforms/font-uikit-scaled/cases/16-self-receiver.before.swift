import UIKit

final class PriceTagView: UIView {
    let priceLabel = UILabel()

    func configure(price: String) {
        self.priceLabel.text = price
        self.priceLabel.font = UIFont.boldSystemFont(ofSize: 20)
    }
}
