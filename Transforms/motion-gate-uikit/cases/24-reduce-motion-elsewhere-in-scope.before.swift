import UIKit

final class HeroView: UIView {
    func reveal() {
        let reduced = UIAccessibility.isReduceMotionEnabled
        print("reduce motion:", reduced)
        UIView.animate(withDuration: 0.4) {
            self.alpha = 1
        }
    }
}
