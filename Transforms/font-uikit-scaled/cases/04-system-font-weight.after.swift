import UIKit

final class ProductCell: UICollectionViewCell {
    private let productLabel = UILabel()

    func configure(name: String) {
        productLabel.text = name
        productLabel.font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: UIFont.systemFont(ofSize: 20, weight: .semibold))
        productLabel.adjustsFontForContentSizeCategory = true
    }
}
