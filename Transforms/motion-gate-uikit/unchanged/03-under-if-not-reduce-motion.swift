import UIKit

final class ConfettiViewController: UIViewController {
    private let confetti = UIView()

    func celebrate() {
        if !UIAccessibility.isReduceMotionEnabled {
            UIView.animate(withDuration: 0.8, delay: 0, options: [.curveEaseOut]) {
                self.confetti.transform = CGAffineTransform(translationX: 0, y: 300)
            }
        } else {
            confetti.isHidden = true
        }
    }
}
