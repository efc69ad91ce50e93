import UIKit

/// A navigation controller whose edge swipe drives the pop: it answers UIKit's question for an
/// interaction controller with the one its gesture made, so the animator it returns for `.pop`
/// is scrubbed by the finger (a zero duration would leave the swipe nothing to scrub) and stays
/// as it is. The push no gesture drives plays on its own, and is gated; so is a sheet whose
/// dismissal no interaction controller drives.
final class SwipeBackNavigationController: UINavigationController, UINavigationControllerDelegate {
    var swipeDriver: UIViewControllerInteractiveTransitioning?

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push: return SlideInAnimator()
        case .pop: return SlideOutAnimator()
        default: return nil
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        swipeDriver
    }
}

final class SlideInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
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

final class SlideOutAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.view(forKey: .from) else { return }
        UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
            from.frame.origin.x = from.bounds.width
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

final class SheetTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SheetDropAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        nil
    }
}

final class SheetDropAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.25
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.view(forKey: .from) else { return }
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : transitionDuration(using: transitionContext)) {
            from.frame.origin.y = from.bounds.height
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
