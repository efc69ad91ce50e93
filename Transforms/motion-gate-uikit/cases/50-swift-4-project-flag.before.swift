import UIKit

extension UIApplication {
    static var isReduceMotionOn: Bool {
        return UIAccessibilityIsReduceMotionEnabled()
    }
}

final class CardStack: UIView {
    private var topCard = UIView()

    func dealNext() {
        UIView.animate(withDuration: 0.4) {
            self.topCard.center.x += self.bounds.width
        }
    }
}
