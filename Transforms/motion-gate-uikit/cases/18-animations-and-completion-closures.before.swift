import UIKit

final class SnackbarView: UIView {
    func hide() {
        UIView.animate(withDuration: 0.3, animations: {
            self.center.y += 20
        }, completion: { _ in
            self.center.y += 20
        })
    }
}
