import UIKit

/// Looks like a derived size, but the constant is computed from fixed numbers only: the tool
/// cannot pick a style for it, so it reports it.
private let kBaseSize: CGFloat = 14
private let kBadgeSize: CGFloat = max(kBaseSize - 2, 11)

final class BadgeView: UIView {
    let countLabel = UILabel()

    func show(count: Int) {
        countLabel.font = UIFont.systemFont(ofSize: kBadgeSize, weight: .semibold)
        countLabel.text = "\(count)"
    }
}
