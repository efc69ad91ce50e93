import UIKit

final class ToastView: UIView {
    private let messageLabel = UILabel()

    func show(_ message: String) {
        messageLabel.text = message
        messageLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 15, weight: .medium))
        messageLabel.adjustsFontForContentSizeCategory = true
        isHidden = false
    }
}
