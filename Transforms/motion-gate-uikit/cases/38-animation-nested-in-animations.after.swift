import UIKit

/// An animation started inside another's animations block runs with its own duration: both are
/// gated in the same run, never only the outer one. A nested fade stays.
final class ToastView: UIView {
    private let icon = UIView()
    private let label = UILabel()

    func present() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) {
            self.center.y -= 80
            UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.6, delay: 0.1) {
                self.icon.transform = CGAffineTransform(translationX: 0, y: -12)
            }
            UIView.animate(withDuration: 0.6) {
                self.label.alpha = 1
            }
        }
    }
}
