import UIKit

/// Reported: the recognizer is added in a method that runs when the view joins a window, maybe
/// more than once, not in its initializer.
final class BadgeView: UIView {
    override func didMoveToWindow() {
        super.didMoveToWindow()
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemRed
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openBadge)))
    }

    @objc private func openBadge() {}
}
