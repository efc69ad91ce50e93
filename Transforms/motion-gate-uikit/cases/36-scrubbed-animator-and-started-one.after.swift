import UIKit

/// The header's animator is paused and set by `fractionComplete` as the list scrolls, and the
/// blur's is started only to be paused there: dials, not animations that play. The badge's
/// animator is started, and the card's is continued after a drag: gated.
final class ProfileViewController: UIViewController {
    private let header = UIView()
    private let badge = UIView()
    private let blurView = UIView()
    private let card = UIView()
    private var headerAnimator: UIViewPropertyAnimator?
    private var blurAnimator: UIViewPropertyAnimator?
    private var dismissAnimator: UIViewPropertyAnimator?

    override func viewDidLoad() {
        super.viewDidLoad()
        headerAnimator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            self.header.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
        }
        headerAnimator?.pausesOnCompletion = true
        blurAnimator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            self.blurView.transform = CGAffineTransform(translationX: 0, y: 40)
        }
        blurAnimator?.startAnimation()
        blurAnimator?.pauseAnimation()
        blurAnimator?.fractionComplete = 0.3
    }

    func dragCard(progress: CGFloat) {
        if dismissAnimator == nil {
            dismissAnimator = UIViewPropertyAnimator(duration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.4, curve: .easeOut) {
                self.card.center.y += 400
            }
            dismissAnimator?.pauseAnimation()
        }
        dismissAnimator?.fractionComplete = progress
    }

    func endDrag() {
        dismissAnimator?.continueAnimation(withTimingParameters: nil, durationFactor: 1)
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
