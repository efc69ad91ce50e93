import UIKit

final class MenuView: UIView {
    var isCompact = false

    func open() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : (isCompact ? 0.15 : 0.3)) {
            self.center.y += 20
        }
    }
}
