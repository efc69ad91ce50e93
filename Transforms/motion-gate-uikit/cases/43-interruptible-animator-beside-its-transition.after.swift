import UIKit

/// A card dismissal that a pan elsewhere in the project drives: UIKit scrubs the animator that
/// `interruptibleAnimator(using:)` returns while the finger drags, so it stays. The same move in
/// `animateTransition(using:)` plays on its own when the card is closed by a button: gated.
final class CardDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var running: UIViewPropertyAnimator?

    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let card = context.view(forKey: .from) else { return }
        let drop = context.containerView.bounds.height
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.35) {
            card.transform = CGAffineTransform(translationX: 0, y: drop)
        } completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }

    func interruptibleAnimator(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let running { return running }
        let card = context.view(forKey: .from)
        let drop = context.containerView.bounds.height
        let animator = UIViewPropertyAnimator(duration: 0.35, dampingRatio: 0.9) {
            card?.transform = CGAffineTransform(translationX: 0, y: drop)
        }
        animator.addCompletion { position in
            context.completeTransition(position == .end)
        }
        running = animator
        return animator
    }
}
