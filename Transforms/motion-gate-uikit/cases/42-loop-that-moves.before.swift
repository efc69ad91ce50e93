import UIKit

/// A loop over views that moves each one is motion, written over a collection: it is gated like
/// the same change written once. Bolding the active tab while it grows is motion too: the font
/// shows at once, the scale animates.
final class CardDeckView: UIView {
    private var cards: [UIView] = []

    func spread() {
        UIView.animate(withDuration: 0.3) {
            self.cards.enumerated().forEach { index, card in
                card.center.x += CGFloat(index) * 24
            }
        }
    }

    func emphasize(_ tabs: [UIButton], active: Int) {
        UIView.animate(withDuration: 0.2) {
            for (index, tab) in tabs.enumerated() {
                tab.titleLabel?.font = index == active ? .boldSystemFont(ofSize: 12) : .systemFont(ofSize: 12)
                tab.transform = index == active ? CGAffineTransform(scaleX: 1.2, y: 1.2) : .identity
            }
        }
    }
}
