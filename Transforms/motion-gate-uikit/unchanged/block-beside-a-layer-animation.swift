import QuartzCore
import UIKit

/// A card whose shadow layer slides with a Core Animation animation while the card's frame slides
/// in a block: the layer animation runs on its own clock, so a zero block duration alone would make
/// the card jump while its shadow still slides. Reported, to skip both by hand.
final class CardStack: UIView {
    private let card = UIView()
    private let shadowLayer = CALayer()

    func slideCard(to point: CGPoint) {
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = shadowLayer.position
        move.toValue = point
        shadowLayer.add(move, forKey: "position")
        shadowLayer.position = point
        UIView.animate(withDuration: 0.3) {
            self.card.center = point
        }
    }
}
