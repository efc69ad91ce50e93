import UIKit

final class ToastView: UIView {
    func present() {
        alpha = 0
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
            self.alpha = 1
        }
    }
}
