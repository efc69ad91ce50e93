import UIKit

final class ChipView: UIView {
    func bounce() {
        UIView.animate(springDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.5, bounce: 0.3) {
            self.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        }
    }
}
