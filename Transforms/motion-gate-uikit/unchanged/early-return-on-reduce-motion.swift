import UIKit

/// Animations that run only with Reduce Motion off: after an early return taken when it is on,
/// and in the `else` of an `if` on it.
final class CardView: UIView {
    private let card = UIView()

    func reveal() {
        if UIAccessibility.isReduceMotionEnabled {
            card.alpha = 1
            return
        }
        UIView.animate(withDuration: 0.3) {
            self.card.center.y -= 40
        }
    }

    func dismiss() {
        if UIAccessibility.isReduceMotionEnabled {
            card.isHidden = true
        } else {
            UIView.animate(withDuration: 0.3) {
                self.card.center.y += 400
            }
        }
    }
}
