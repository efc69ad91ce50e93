import UIKit

extension TimeInterval {
    static let shortDuration: TimeInterval = 0.2

    /// The project's duration that drops to zero under Reduce Motion.
    static func zeroIfReduceMotion(_ duration: Self) -> Self {
        UIAccessibility.isReduceMotionEnabled ? 0 : duration
    }
}

/// The project has its own duration that drops to zero under Reduce Motion. The animation that
/// calls it already respects the setting and stays as it is; the one that does not is gated
/// through it, as the project writes it.
final class CardController: UIViewController {
    private let card = UIView()

    func present() {
        UIView.animate(withDuration: .zeroIfReduceMotion(.shortDuration)) {
            self.card.center.y -= 80
        }
    }

    func dismissCard() {
        UIView.animate(withDuration: .zeroIfReduceMotion(.shortDuration)) {
            self.card.center.y += 80
        }
    }
}
