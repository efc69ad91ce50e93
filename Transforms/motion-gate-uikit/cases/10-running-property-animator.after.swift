import UIKit

final class BadgeView: UIView {
    func pulse() {
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3, delay: 0, options: [.curveEaseIn], animations: {
            self.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        }, completion: { _ in
            self.transform = .identity
        })
    }
}
