import UIKit

final class ProductCell: UICollectionViewCell {
    private let productLabel = UILabel()

    func configure(name: String) {
        productLabel.text = name
        productLabel.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
    }
}
