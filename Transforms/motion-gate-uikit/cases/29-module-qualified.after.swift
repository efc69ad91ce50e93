import UIKit

final class FadeView: UIView {
    func fade() {
        UIKit.UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) { self.alpha = 0 }
        let animator = UIKit.UIViewPropertyAnimator(duration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3, curve: .linear) { self.alpha = 1 }
        animator.startAnimation()
    }
}
