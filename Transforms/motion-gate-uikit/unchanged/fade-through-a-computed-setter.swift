import UIKit

/// The block sets a computed property whose setter only fades two dividers: nothing moves, so
/// the fade stays.
final class DockController: UIViewController {
    private let shortcuts = UIStackView()
    private let topDivider = UIView()
    private let roundDivider = UIView()

    var showsDividers: Bool {
        get { topDivider.alpha > 0.5 }
        set {
            topDivider.alpha = newValue ? 1 : 0
            roundDivider.alpha = newValue ? 1 : 0
        }
    }

    func dimForMenu() {
        UIView.animate(withDuration: 0.3) {
            self.shortcuts.alpha = 0
            self.showsDividers = false
        }
    }
}
