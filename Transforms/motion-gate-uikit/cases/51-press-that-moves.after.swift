import UIKit

/// A drawer handle that slides the drawer out when pressed: that press moves content, so it is gated.
final class DrawerHandle: UIControl {
    var drawer: UIView?

    @objc func didTouchDown() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) {
            self.drawer?.transform = CGAffineTransform(translationX: 0, y: -120)
        }
    }

    override var isHighlighted: Bool {
        didSet {
            UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.2) {
                self.transform = CGAffineTransform(scaleX: 1.4, y: 1.4)
            }
        }
    }
}
