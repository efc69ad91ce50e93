import UIKit

final class ToastView: UIView {
    private let messageLabel = UILabel()

    func show(_ message: String) {
        messageLabel.text = message
        messageLabel.font = UIFont.systemFont(ofSize: 15, weight: .medium)
        isHidden = false
    }
}
