import UIKit

final class DrawerController: UIViewController {
    private let drawer = UIView()

    func open() {
        UIView.animate(withDuration: UIAccessibilityIsReduceMotionEnabled() ? 0 : 0.35, delay: 0, options: [.curveEaseOut], animations: {
            self.drawer.frame.origin.x = 0
        })
    }

    func close() {
        UIView.animate(withDuration: UIAccessibilityIsReduceMotionEnabled() ? 0 : 0.35) {
            self.drawer.transform = CGAffineTransform(translationX: -280, y: 0)
        }
    }
}
