import UIKit

final class OrderCell: UITableViewCell {
    private let nameLabel = UILabel()
    private let priceLabel = UILabel()

    func configure() {
        nameLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 15, weight: .medium))
        nameLabel.adjustsFontForContentSizeCategory = true
        priceLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .boldSystemFont(ofSize: 17))
        priceLabel.adjustsFontForContentSizeCategory = true
    }
}
