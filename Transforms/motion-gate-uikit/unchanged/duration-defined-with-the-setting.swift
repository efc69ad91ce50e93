import UIKit

final class FilterBarController: UIViewController {
    private let bar = UIView()

    func setBarShown(_ shown: Bool) {
        UIView.animate(withDuration: barDuration) {
            self.bar.frame.origin.y = shown ? 0 : -self.bar.frame.height
        }
        UIView.animate(withDuration: self.barDuration * 2) {
            self.bar.transform = shown ? .identity : CGAffineTransform(scaleX: 0.9, y: 0.9)
        }
    }
}

/// The author's duration already drops to zero under Reduce Motion.
private extension FilterBarController {
    var barDuration: TimeInterval {
        UIAccessibility.isReduceMotionEnabled ? 0 : 0.25
    }
}
