import UIKit

/// The keyboard observer's callbacks hand the notification's duration to a helper, through an
/// unwrapped local: the insets follow the keyboard, which slides anyway, so they stay. A helper
/// that a button also calls with its own duration plays on its own there: gated.
final class EditorController: UIViewController {
    private let textView = UITextView()
    private let toolbarBottom = NSLayoutConstraint()
    private let banner = UIView()

    func keyboardWillChangeFrame(endFrame: CGRect?, animationDuration: TimeInterval?) {
        guard let endFrame, let duration = animationDuration else { return }
        updateInsets(keyboardFrame: endFrame, duration: duration)
    }

    func keyboardDidChangeFrame(endFrame: CGRect?, animationDuration: TimeInterval?) {
        guard let endFrame, let animationDuration else { return }
        updateInsets(keyboardFrame: endFrame, duration: animationDuration)
        raiseBanner(by: endFrame.height, duration: animationDuration)
    }

    @objc func showBanner() {
        raiseBanner(by: 80, duration: 0.3)
    }

    private func updateInsets(keyboardFrame: CGRect, duration: TimeInterval) {
        let inset = keyboardFrame.intersection(view.frame).height
        UIView.animate(withDuration: duration) {
            self.textView.contentInset.bottom = inset
            self.toolbarBottom.constant = -inset
            self.view.layoutIfNeeded()
        }
    }

    private func raiseBanner(by height: CGFloat, duration: TimeInterval) {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : duration) {
            self.banner.transform = CGAffineTransform(translationX: 0, y: -height)
        }
    }
}
