import UIKit

final class CounterLabel: UILabel {
    func setCount(_ count: Int) {
        UILabel.transition(with: self, duration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.2, options: .transitionFlipFromTop) {
            self.text = "\(count)"
        }
    }
}
