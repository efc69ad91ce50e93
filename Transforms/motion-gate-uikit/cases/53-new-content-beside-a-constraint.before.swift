import UIKit

/// A label's new text laid out by the block is judged with the function around it: here the
/// function also lowers the panel by a constraint, which the same layout pass slides. Gated.
final class BannerPanel: UIView {
    private let stack = UIStackView()
    private let messageLabel = UILabel()
    private var top: NSLayoutConstraint!

    func show(_ message: String) {
        top.constant = 0
        UIView.animate(withDuration: 0.3) {
            self.messageLabel.text = message
            self.stack.layoutIfNeeded()
        }
    }
}
