import UIKit

/// A spring built from mass, stiffness and damping ignores the animator's duration: gating the
/// duration would do nothing, so it is reported. A spring given a damping ratio keeps the
/// duration: gated.
final class CardViewController: UIViewController {
    private let card = UIView()

    func dropCard() {
        let spring = UISpringTimingParameters(mass: 1, stiffness: 180, damping: 14, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 0.6, timingParameters: spring)
        animator.addAnimations {
            self.card.center.y += 200
        }
        animator.startAnimation()
    }

    func liftCard() {
        let animator = UIViewPropertyAnimator(
            duration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.4, timingParameters: UISpringTimingParameters(dampingRatio: 0.8))
        animator.addAnimations {
            self.card.center.y -= 200
        }
        animator.startAnimation()
    }
}
