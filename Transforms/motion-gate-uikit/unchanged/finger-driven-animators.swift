import UIKit

/// A sheet dragged down by a pan: the animator is scrubbed by the finger (`fractionComplete`), then
/// finished from where it was let go. And a dismissal a percent-driven transition plays as the
/// finger moves. Both follow the finger, which Reduce Motion keeps; a zero duration would leave
/// nothing to scrub.
final class SheetController: UIViewController {
    private let sheet = UIView()
    private var animator: UIViewPropertyAnimator?

    @objc func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
                self.sheet.frame.origin.y = self.view.bounds.height
            }
            animator?.pauseAnimation()
        case .changed:
            animator?.fractionComplete = pan.translation(in: view).y / view.bounds.height
        case .ended:
            animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }
}

final class SwipeDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let interaction = UIPercentDrivenInteractiveTransition()

    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let from = context.view(forKey: .from) else { return }
        UIView.animate(withDuration: transitionDuration(using: context)) {
            from.frame.origin.y = from.frame.height
        } completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
