import UIKit

/// A pop that puts its views back when it was cancelled expects to be cancelled, which only an
/// interactive transition (a swipe its navigation delegate drives, declared elsewhere) can be: a
/// zero duration would leave the swipe nothing to scrub, so it is reported. The push passes the
/// flag on to `completeTransition` only, as every animator does, and is gated.
final class EdgeSwipePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to) else {
            return
        }
        transitionContext.containerView.insertSubview(to, belowSubview: from)
        to.frame.origin.x = -from.bounds.width / 3
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
            animations: {
                to.frame.origin.x = 0
                from.frame.origin.x = from.bounds.width
            },
            completion: { _ in
                if transitionContext.transitionWasCancelled {
                    to.removeFromSuperview()
                    from.frame.origin.x = 0
                }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

final class EdgeSwipePushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(to)
        to.frame.origin.x = to.bounds.width
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : transitionDuration(using: transitionContext)) {
            to.frame.origin.x = 0
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
