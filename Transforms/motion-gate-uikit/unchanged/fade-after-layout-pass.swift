import UIKit

/// A panel laid out just before its block, then only faded: the layout pass inside the block has
/// nothing left to move, so the fade in and out is left as it is.
final class CoachMarkController: UIViewController {
    func present() {
        view.alpha = 0
        view.layoutIfNeeded()
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: { [weak self] in
            self?.view.alpha = 1
            self?.view?.layoutIfNeeded()
        }, completion: nil)
    }

    func dismiss() {
        view?.layoutIfNeeded()
        UIView.animate(withDuration: 0.3) {
            self.view.alpha = 0
            self.view.layoutIfNeeded()
        }
    }
}
