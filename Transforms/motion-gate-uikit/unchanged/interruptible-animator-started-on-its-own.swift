import UIKit

/// One animator serves the drag and a dismissal no finger drives: `animateTransition(using:)`
/// starts the one `interruptibleAnimator(using:)` returns. A zero duration would leave the drag
/// nothing to scrub, so it is reported, to skip the plain dismissal by hand.
final class SheetDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewPropertyAnimator?

    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: context).startAnimation()
    }

    func interruptibleAnimator(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let sheet = context.view(forKey: .from)
        let drop = context.containerView.bounds.height
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeIn) {
            sheet?.transform = CGAffineTransform(translationX: 0, y: drop)
        }
        animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
        self.animator = animator
        return animator
    }
}
