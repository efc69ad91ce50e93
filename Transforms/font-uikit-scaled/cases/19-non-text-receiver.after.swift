import UIKit

final class BadgeView: UIView {
    var font: UIFont = .preferredFont(forTextStyle: .caption1)
}

final class InboxHeaderView: UIView {
    private let badge = BadgeView()

    func configure() {
        badge.font = UIFontMetrics(forTextStyle: .caption2).scaledFont(for: UIFont.systemFont(ofSize: 11, weight: .semibold))
        addSubview(badge)
    }
}
