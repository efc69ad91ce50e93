import UIKit

final class WobbleView: UIView {
    func wobble() {
        guard !UIAccessibility.isReduceMotionEnabled else { return }
        UIView.animateKeyframes(withDuration: 0.5, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                self.transform = CGAffineTransform(rotationAngle: 0.1)
            }
        }
    }
}
