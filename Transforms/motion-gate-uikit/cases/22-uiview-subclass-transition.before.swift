import UIKit

final class CounterLabel: UILabel {
    func setCount(_ count: Int) {
        UILabel.transition(with: self, duration: 0.2, options: .transitionFlipFromTop) {
            self.text = "\(count)"
        }
    }
}
