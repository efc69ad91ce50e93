import UIKit

final class ResetView: UIView {
    func reset() {
        UIView.animate(withDuration: 0) {
            self.alpha = 1
        }
        UIView.animate(withDuration: 0.0, delay: 0, options: []) {
            self.transform = .identity
        }
    }
}
