import UIKit

final class HeroView: UIView {
    func reveal() {
        let reduced = UIAccessibility.isReduceMotionEnabled
        print("reduce motion:", reduced)
        UIView.animate(withDuration: 0.4) {
            self.center.y += 20
        }
    }
}
