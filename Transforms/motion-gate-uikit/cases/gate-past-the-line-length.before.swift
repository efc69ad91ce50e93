import UIKit

/// A gate that would run past the project's line length moves to a `let` above the call, and a
/// `let` that already gates is left as it is.
final class CardStackView: UIView {
    private let topCard = UIView()
    static let dealDuration: TimeInterval = 0.35

    func deal(to point: CGPoint) {
        UIView.animate(withDuration: Self.dealDuration, delay: 0.05, animations: {
            self.topCard.center = point
        })
    }

    func collect() {
        let duration: TimeInterval = UIAccessibility.isReduceMotionEnabled ? 0 : Self.dealDuration
        UIView.animate(withDuration: duration, delay: 0, animations: {
            self.topCard.center = .zero
        })
    }
}
