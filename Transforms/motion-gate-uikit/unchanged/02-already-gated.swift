import UIKit

final class GatedView: UIView {
    func show() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) {
            self.alpha = 1
        }
        let animator = UIViewPropertyAnimator(duration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.2, curve: .linear) {
            self.transform = .identity
        }
        animator.startAnimation()
    }
}
