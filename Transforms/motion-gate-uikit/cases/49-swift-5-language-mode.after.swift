import UIKit

final class SidebarController: UIViewController {
    private let sidebar = UIView()

    func open() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.35, delay: 0, options: [.curveEaseOut], animations: {
            self.sidebar.frame.origin.x = 0
        })
    }

    func close() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.35) {
            self.sidebar.transform = CGAffineTransform(translationX: -280, y: 0)
        }
    }
}
