import UIKit

/// Two animations chained by a completion that move a card on, not back: skipping the chain
/// would leave it where it started, so each is gated and jumps to where it ends.
final class CardStack: UIView {
    private let card = UIView()

    func advance() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.2, animations: {
            self.card.center.x += 40
        }, completion: { _ in
            UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.2) {
                self.card.center.x += 200
            }
        })
    }
}
