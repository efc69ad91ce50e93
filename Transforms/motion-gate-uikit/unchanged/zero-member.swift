import UIKit

final class ResetView: UIView {
    func reset() {
        UIView.animate(withDuration: .zero) { self.alpha = 1 }
        UIView.animate(withDuration: TimeInterval.zero) { self.transform = .identity }
    }
}
