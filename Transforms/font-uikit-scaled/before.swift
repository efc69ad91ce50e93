import UIKit

final class OrderCell: UITableViewCell {
    private let nameLabel = UILabel()
    private let priceLabel = UILabel()

    func configure() {
        nameLabel.font = UIFont.systemFont(ofSize: 15, weight: .medium)
        priceLabel.font = .boldSystemFont(ofSize: 17)
    }
}
