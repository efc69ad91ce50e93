import UIKit

extension TimeInterval {
    /// Scales a duration, and drops it under Reduce Motion: its label does not take a duration as
    /// written (`withDuration: .reduced(by: 0.3)` would not mean the same), so it is not used.
    static func reduced(by factor: Self) -> Self {
        UIAccessibility.isReduceMotionEnabled ? 0 : 0.3 * factor
    }
}

/// A helper that does not take the duration as its one unlabelled value is not the project's
/// duration: the move is gated with the platform flag.
final class DrawerController: UIViewController {
    private let drawer = UIView()

    func open() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) {
            self.drawer.center.x += 200
        }
    }
}
