import UIKit

final class PlayerChromeController: UIViewController {
    private let controls = UIStackView()
    private let scrubber = UIView()

    /// A computed property whose setter moves the scrubber: the block moves it.
    var showsScrubber: Bool {
        get { scrubber.frame.minY < view.bounds.maxY }
        set { scrubber.frame.origin.y = newValue ? view.bounds.maxY - 44 : view.bounds.maxY }
    }

    func hideChrome() {
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.25) {
            self.controls.alpha = 0
            self.showsScrubber = false
        }
    }
}
