import UIKit

/// The header's animator is paused and set by `fractionComplete` as the list scrolls: a dial, not
/// an animation that plays. The badge's animator is started: gated.
final class ProfileViewController: UIViewController {
    private let header = UIView()
    private let badge = UIView()
    private var headerAnimator: UIViewPropertyAnimator?

    override func viewDidLoad() {
        super.viewDidLoad()
        headerAnimator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            self.header.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
        }
        headerAnimator?.pausesOnCompletion = true
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        headerAnimator?.fractionComplete = min(max(scrollView.contentOffset.y / 200, 0), 1)
    }

    func popBadge() {
        let animator = UIViewPropertyAnimator(duration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3, curve: .easeOut) {
            self.badge.center.x += 40
        }
        animator.startAnimation()
    }
}
