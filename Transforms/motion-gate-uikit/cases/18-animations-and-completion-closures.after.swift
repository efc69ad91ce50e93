import UIKit

final class SnackbarView: UIView {
    func hide() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3, animations: {
            self.center.y += 20
        }, completion: { _ in
            self.center.y += 20
        })
    }
}
