import UIKit

final class ToastPresenter {
    func show(_ message: String, in view: UIView) {
        guard !UIAccessibility.isVoiceOverRunning else {
            UIAccessibility.post(notification: .announcement, argument: message)
            return
        }
        let label = UILabel()
        label.text = message
        view.addSubview(label)
    }
}
