import UIKit

// A local closure run in the block is judged by what it changes: this one moves the drawer.
final class DrawerController: UIViewController {
    private let drawer = UIView()

    func setOpen(_ open: Bool) {
        let place = {
            self.drawer.frame.origin.x = open ? 0 : -280
        }
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) {
            place()
        }
    }
}
