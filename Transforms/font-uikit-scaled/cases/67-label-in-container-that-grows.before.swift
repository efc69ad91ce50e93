import UIKit

/// The container's height is only a minimum, and the table sizes its rows to their content: the
/// text can grow, so the fonts are scaled.
final class BannerView: UIView {
    private let messageLabel = UILabel()
    private let pillView = UIView()

    func setUp() {
        messageLabel.font = .systemFont(ofSize: 14)
        pillView.addSubview(messageLabel)
        addSubview(pillView)
        pillView.heightAnchor.constraint(greaterThanOrEqualToConstant: 32).isActive = true
    }
}

final class AccountCell: UITableViewCell {
    private let nameLabel = UILabel()

    func setUp() {
        nameLabel.font = .systemFont(ofSize: 16, weight: .medium)
        contentView.addSubview(nameLabel)
    }
}

final class AccountListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
    }
}

final class ChipView: UIView {
    func makeChip() -> UILabel {
        let chipLabel = UILabel(frame: .zero)
        chipLabel.font = .systemFont(ofSize: 12)
        chipLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        return chipLabel
    }
}
