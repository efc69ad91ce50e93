import UIKit

/// Layout animations in keyboard notification handlers follow the keyboard, which moves anyway:
/// left alone. The banner's slide is the app's own motion: gated.
final class ComposeViewController: UIViewController {
    private let banner = UIView()
    private var bottomConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
        ) { [weak self] notification in
            self?.keyboardWillShow(notification)
        }
        NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main
        ) { [weak self] _ in
            self?.bottomConstraint.constant = 0
            UIView.animate(withDuration: 0.25) {
                self?.view.layoutIfNeeded()
            }
        }
    }

    private func keyboardWillShow(_ notification: Notification) {
        bottomConstraint.constant = 300
        UIView.animate(withDuration: 0.25) {
            self.view.layoutIfNeeded()
        }
    }

    func showBanner() {
        UIView.animate(withDuration: 0.3) {
            self.banner.frame.origin.y = 0
        }
    }
}
