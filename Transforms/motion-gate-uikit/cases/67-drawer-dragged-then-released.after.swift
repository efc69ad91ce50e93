import UIKit

/// A drawer dragged open by a pan: while the finger moves (`.changed`), each short animation
/// only smooths the drawer after it, and the next move starts another; that is the finger's own
/// motion, which Reduce Motion keeps. When the finger lifts, the drawer slides the rest of the
/// way on its own, and that slide is gated.
final class DrawerController: UIViewController {
    private let drawer = UIView()
    private var drawerLeading = NSLayoutConstraint()
    private var startLeading: CGFloat = 0

    func handleDrawerPan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view)
        if pan.state == .changed {
            UIView.animate(withDuration: 0.08, delay: 0, options: .beginFromCurrentState) {
                self.drawerLeading.constant = self.startLeading + translation.x
                self.view.layoutIfNeeded()
            }
            return
        }
        if pan.state == .ended {
            UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) {
                self.drawerLeading.constant = translation.x > 0 ? 0 : -self.drawer.bounds.width
                self.view.layoutIfNeeded()
            }
        }
    }

    func handleHandlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .changed:
            UIView.animate(withDuration: 0.1) {
                self.drawer.transform = CGAffineTransform(translationX: pan.translation(in: self.view).x, y: 0)
            }
        default:
            UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) {
                self.drawer.transform = .identity
            }
        }
    }
}
