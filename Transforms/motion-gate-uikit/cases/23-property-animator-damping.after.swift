import UIKit

final class DragController: UIViewController {
    private let handle = UIView()
    private let springDuration: TimeInterval = 0.5

    func snapBack() {
        let animator = UIViewPropertyAnimator(duration: UIAccessibility.isReduceMotionEnabled ? 0 : springDuration, dampingRatio: 0.8) {
            self.handle.center = self.view.center
        }
        animator.startAnimation()
    }
}
