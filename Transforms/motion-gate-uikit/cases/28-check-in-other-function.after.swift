import UIKit

final class OnboardingViewController: UIViewController {
    private let pageView = UIView()

    var prefersStaticPages: Bool {
        if UIAccessibility.isReduceMotionEnabled { return true }
        return false
    }

    func nextPage() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3, delay: 0, options: .curveEaseInOut) {
            self.pageView.frame.origin.x -= self.view.bounds.width
        }
    }
}
