import UIKit

final class ErrorBannerView: UIView {
    private let messageLabel = UILabel()

    func show(_ message: String) {
        messageLabel.text = message
        isHidden = false
        AccessibilityNotification.LayoutChanged(messageLabel).post()
    }
}
