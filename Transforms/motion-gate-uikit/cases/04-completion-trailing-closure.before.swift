import UIKit

final class SpinnerOverlay: UIView {
    func dismiss() {
        UIView.animate(withDuration: 0.2, animations: {
            self.center.y += 20
        }) { _ in
            self.removeFromSuperview()
        }
    }
}
