import UIKit

/// A presentation animator whose card springs into place through a physical spring (which ignores
/// its duration) while the other parts of the transition fade and recolour beside it. Gating only
/// those parts would leave the card moving while everything else snaps, so the transition is
/// reported once, at the spring, and its other animations are left to go with it.
final class CardExpandAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval = 0.45
    var velocity: CGFloat = 0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let card = transitionContext.view(forKey: .to) else { return }
        let dimming = UIView()
        UIView.animate(withDuration: duration, delay: 0, options: .curveEaseOut) {
            dimming.alpha = 1
            card.frame = transitionContext.containerView.bounds
        }
        let spring = UISpringTimingParameters(
            mass: 1, stiffness: 380, damping: 28, initialVelocity: CGVector(dx: 0, dy: velocity))
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: spring)
        animator.addAnimations {
            card.center = transitionContext.containerView.center
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(true)
        }
        animator.startAnimation()
    }
}
