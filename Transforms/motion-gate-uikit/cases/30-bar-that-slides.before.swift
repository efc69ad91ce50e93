import UIKit

/// A selection bar that slides under the chosen tab moves: gated, like a constraint's constant
/// with a layout pass.
final class TabStrip: UIView {
    private let indicator = UIView()
    private var indicatorLeading: NSLayoutConstraint?

    func select(offset: CGFloat) {
        UIView.animate(withDuration: 0.25) {
            self.indicator.frame.origin.x = offset
        }
    }

    func select(leading: CGFloat) {
        indicatorLeading?.constant = leading
        UIView.animate(withDuration: 0.25) {
            self.layoutIfNeeded()
        }
    }
}
