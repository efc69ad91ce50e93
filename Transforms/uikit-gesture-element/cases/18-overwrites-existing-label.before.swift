import UIKit

final class BadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityLabel = NSLocalizedString("Achievements", comment: "")
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openBadge)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func openBadge() {}
}
