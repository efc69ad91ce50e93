import UIKit

final class FadeHelper {
    let duration: TimeInterval = 0.2

    func fadeOut(_ view: UIView) {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : duration) {
            view.center.y += 20
        }
    }
}
