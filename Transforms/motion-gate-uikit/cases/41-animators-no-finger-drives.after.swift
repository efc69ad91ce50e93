import UIKit

/// The same sheet closed by a button: its animator plays on its own, so it is gated. And a
/// dismissal animator with no interactive driver: it slides by itself.
final class SheetController: UIViewController {
    private let sheet = UIView()
    private var animator: UIViewPropertyAnimator?

    @objc func close() {
        animator = UIViewPropertyAnimator(duration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3, curve: .easeOut) {
            self.sheet.frame.origin.y = self.view.bounds.height
        }
        animator?.startAnimation()
    }
}

final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let from = context.view(forKey: .from) else { return }
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : transitionDuration(using: context)) {
            from.frame.origin.y = from.frame.height
        } completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
