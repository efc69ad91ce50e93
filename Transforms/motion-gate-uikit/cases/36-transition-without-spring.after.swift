import UIKit

/// A presentation animator whose parts all run on durations: gating each keeps them together, so
/// the transition is gated call by call.
final class SheetSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let sheet = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        sheet.frame.origin.y = container.bounds.height
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.35) {
            sheet.frame.origin.y = container.bounds.height / 3
        } completion: { _ in
            transitionContext.completeTransition(true)
        }
    }
}
