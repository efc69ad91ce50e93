import UIKit

final class ErrorBannerView: UIView {
    private let messageLabel = UILabel()

    func show(_ message: String) {
        messageLabel.text = message
        isHidden = false
        if #available(iOS 17, tvOS 17, visionOS 1, *) {
            AccessibilityNotification.LayoutChanged(messageLabel).post()
        } else {
            UIAccessibility.post(notification: .layoutChanged, argument: messageLabel)
        }
    }
}
