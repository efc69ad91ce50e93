import UIKit

final class SwapView: UIView {
    func swap() {
        UIAccessibility.isReduceMotionEnabled ? (self.alpha = 1) : UIView.animate(withDuration: 0.3) { self.alpha = 1 }
    }
}
