import UIKit

/// A move in parentheses, or one a property's observer makes, is still motion and is gated.
final class DrawerHandleView: UIView {
    private let panel = UIView()

    var isOpen = false {
        didSet { panel.frame.origin.y = isOpen ? 0 : bounds.height }
    }

    func slideIn() {
        UIView.animate(
            withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3,
            delay: 0,
            animations: ({
                self.panel.center.y -= 120
            }),
            completion: nil
        )
    }

    func toggle() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.25) {
            self.isOpen.toggle()
        }
    }
}
