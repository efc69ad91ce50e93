import UIKit

final class ToastView: UIView {
    func present() {
        center.y += 20
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
            self.center.y += 20
        }
    }
}
