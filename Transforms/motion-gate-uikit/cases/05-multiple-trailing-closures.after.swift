import UIKit

final class DrawerController: UIViewController {
    private let drawer = UIView()
    private var isOpen = false

    func close() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.35) {
            self.drawer.frame.origin.x = -self.drawer.bounds.width
        } completion: { finished in
            self.isOpen = !finished
        }
    }
}
