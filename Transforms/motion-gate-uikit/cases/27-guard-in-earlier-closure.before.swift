import UIKit

final class SparkleView: UIView {
    func run() {
        let sparkle = {
            guard !UIAccessibility.isReduceMotionEnabled else { return }
            self.layer.position.y += 20
        }
        sparkle()
        UIView.animate(withDuration: 0.3) {
            self.center.y += 20
        }
    }
}
