import UIKit

/// A loop over views that moves each one is motion, written over a collection: it is gated like
/// the same change written once.
final class CardDeckView: UIView {
    private var cards: [UIView] = []

    func spread() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) {
            self.cards.enumerated().forEach { index, card in
                card.center.x += CGFloat(index) * 24
            }
        }
    }
}
