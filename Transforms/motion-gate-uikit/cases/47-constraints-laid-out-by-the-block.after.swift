import UIKit

/// Constraints that the block lays out move, and so does a constraint changed after the last
/// layout pass before the block: both are gated.
final class DrawerController: UIViewController {
    private let drawer = UIView()
    private let handle = UIView()
    private var drawerBottom: NSLayoutConstraint!

    func open() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) {
            self.handle.isHidden = true
            self.drawerBottom.constant = 0
            self.view.layoutIfNeeded()
        }
    }

    func close() {
        view.layoutIfNeeded()
        drawerBottom.constant = 320
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) {
            self.handle.alpha = 1
            self.view.layoutIfNeeded()
        }
    }
}
