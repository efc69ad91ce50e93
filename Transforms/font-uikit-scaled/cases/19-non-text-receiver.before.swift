import UIKit

final class BadgeView: UIView {
    var font: UIFont = .systemFont(ofSize: 12)
}

final class InboxHeaderView: UIView {
    private let badge = BadgeView()

    func configure() {
        badge.font = UIFont.systemFont(ofSize: 11, weight: .semibold)
        addSubview(badge)
    }
}
