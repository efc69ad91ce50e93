import UIKit

final class SheetController: UIViewController {
    private let sheet = UIView()
    private var animator: UIViewPropertyAnimator?

    func expand() {
        let animator = UIViewPropertyAnimator(duration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.45, curve: .easeInOut) {
            self.sheet.frame.origin.y = 0
        }
        animator.startAnimation()
        self.animator = animator
    }
}
