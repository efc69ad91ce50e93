import UIKit

final class UnreadBadgeView: UIView {
    private let countLabel = UILabel()
    private let stampLabel = UILabel()
    private let hintLabel = UILabel()

    func configure() {
        // Fixed size: the count is drawn inside an 18 pt circle.
        countLabel.font = UIFont.systemFont(ofSize: 11, weight: .bold)
        stampLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 10, weight: .regular)  // don't scale, matches the icon
        /* Keep this font size: longer text would be truncated by the tab bar. */
        hintLabel.font = UIFont.systemFont(ofSize: 9)
    }
}

extension UnreadBadgeView {
    func showOverflow() {
        // The "99+" overflow must not grow: the badge is a fixed 18 pt circle.
        countLabel.attributedText = NSAttributedString(
            string: "99+",
            attributes: [.font: UIFont.systemFont(ofSize: 9, weight: .heavy)])
    }
}
