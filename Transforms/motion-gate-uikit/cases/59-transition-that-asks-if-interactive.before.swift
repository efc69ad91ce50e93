import UIKit

/// A dismissal that asks its interaction controller whether a finger drives it plays the swipe
/// too: a zero duration would leave the swipe nothing to scrub, so it is reported. The present
/// animator asks nothing of the kind and is gated.
final class ViewerDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let swipe: SwipeToDismiss

    init(swipe: SwipeToDismiss) {
        self.swipe = swipe
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        swipe.interacting ? 0.8 : 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.view(forKey: .from) else { return }
        let options: UIView.AnimationOptions = swipe.interacting ? .curveLinear : []
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: options,
            animations: {
                from.frame.origin.y += from.bounds.height
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

final class ViewerPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(to)
        to.frame.origin.y = to.bounds.height
        UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
            to.frame.origin.y = 0
        } completion: { _ in
            transitionContext.completeTransition(true)
        }
    }
}

final class SwipeToDismiss: NSObject {
    var interacting = false
}
