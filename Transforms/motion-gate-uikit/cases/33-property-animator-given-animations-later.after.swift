import UIKit

/// Property animators given their animations later, with `addAnimations`: one that only fades a
/// badge stays; one that slides a panel is gated.
final class ComposeBar: UIView {
    private let badge = UIView()
    private let panel = UIView()

    func showBadge() {
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)
        animator.addAnimations {
            self.badge.alpha = 1
        }
        animator.startAnimation()
    }

    func slidePanel() {
        let animator = UIViewPropertyAnimator(duration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3, curve: .easeOut)
        animator.addAnimations {
            self.panel.center.y -= 120
        }
        animator.startAnimation()
    }
}
