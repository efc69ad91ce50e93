import UIKit

final class SparkleView: UIView {
    func run() {
        let sparkle = {
            guard !UIAccessibility.isReduceMotionEnabled else { return }
            self.layer.opacity = 0.5
        }
        sparkle()
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) {
            self.alpha = 1
        }
    }
}
