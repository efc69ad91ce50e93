import UIKit

final class PagerView: UIView {
    var accessibilityReduceMotion: Bool { UIAccessibility.isReduceMotionEnabled }

    func page() {
        UIView.transition(with: self, duration: accessibilityReduceMotion ? 0 : 0.3, options: .transitionCurlUp) {
            self.backgroundColor = .systemBlue
        }
    }
}
