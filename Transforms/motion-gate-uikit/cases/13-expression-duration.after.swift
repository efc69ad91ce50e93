import UIKit

final class LoaderView: UIView {
    var duration: TimeInterval = 0.3

    func slowFade() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : duration * 2, delay: 0, options: .curveLinear) {
            self.center.y += 20
        }
    }
}
