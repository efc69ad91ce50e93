import UIKit

final class BadgeView: UIView {
    var font: UIFont = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: .systemFont(ofSize: 12))
}

final class InboxHeaderView: UIView {
    private let badge = BadgeView()

    func configure() {
        badge.font = UIFontMetrics(forTextStyle: .caption2).scaledFont(for: UIFont.systemFont(ofSize: 11, weight: .semibold))
        addSubview(badge)
    }
}
