import UIKit

/// A completion that calls another step which does not lead back is no loop: each move is gated.
final class DrawerView: UIView {
    private var drawerTop: NSLayoutConstraint?

    func open() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) {
            self.drawerTop?.constant = 0
            self.layoutIfNeeded()
        } completion: { _ in
            self.settle()
        }
    }

    func settle() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.2) {
            self.drawerTop?.constant = 12
            self.layoutIfNeeded()
        }
    }
}
