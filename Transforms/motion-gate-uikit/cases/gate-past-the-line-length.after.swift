import UIKit

/// A gate that would run past the project's line length moves to a `let` above the call (broken
/// after `=` where it is long itself), and a `let` that already gates is left as it is.
final class CardStackView: UIView {
    private let topCard = UIView()
    static let dealDuration: TimeInterval = 0.35
    static let shuffleAnimationDuration: TimeInterval = 0.5

    func deal(to point: CGPoint) {
        let duration: TimeInterval = UIAccessibility.isReduceMotionEnabled ? 0 : Self.dealDuration
        UIView.animate(withDuration: duration, delay: 0.05, animations: {
            self.topCard.center = point
        })
    }

    func shuffle() {
        let duration: TimeInterval =
            UIAccessibility.isReduceMotionEnabled ? 0 : Self.shuffleAnimationDuration
        UIView.animate(withDuration: duration, delay: 0, animations: {
            self.topCard.transform = CGAffineTransform(rotationAngle: 0.2).translatedBy(x: 40, y: 0)
        })
    }

    func collect() {
        let duration: TimeInterval = UIAccessibility.isReduceMotionEnabled ? 0 : Self.dealDuration
        UIView.animate(withDuration: duration, delay: 0, animations: {
            self.topCard.center = .zero
        })
    }
}
