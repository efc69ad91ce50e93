import UIKit

/// The nudge's last completion turns the button back on: skipping the chain would skip that too,
/// so each step is gated on its own and the completion still runs.
final class RetryViewController: UIViewController {
    let retryButton = UIButton()

    func shake() {
        retryButton.isEnabled = false
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.1, animations: {
            self.retryButton.transform = CGAffineTransform(translationX: 12, y: 0)
        }, completion: { _ in
            UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.1, animations: {
                self.retryButton.transform = .identity
            }, completion: { _ in
                self.retryButton.isEnabled = true
            })
        })
    }
}
