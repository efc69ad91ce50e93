import UIKit

/// A recognizer added in a set-up method that both initializers call: the lines go after it there.

final class BadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemRed
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openBadge)))
        isAccessibilityElement = true
        accessibilityTraits.insert(.button)
        accessibilityLabel = "Open badge" // [VERIFY] confirm label matches intent
    }

    @objc private func openBadge() {}
}
