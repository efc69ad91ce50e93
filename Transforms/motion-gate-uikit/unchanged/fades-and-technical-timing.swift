import UIKit

/// What Reduce Motion does not ask to remove, left as it is: fades and colour changes (the
/// dissolve that replaces motion), a cross-dissolve transition, a 0.05 s technical animation,
/// and layout that follows the keyboard's own animation.
final class ComposerView: UIView {
    private let hint = UILabel()
    private let badge = UIView()
    private var bottomInset: CGFloat = 0

    func showHint() {
        UIView.animate(withDuration: 0.3) {
            self.hint.alpha = 1
            self.badge.backgroundColor = .systemRed
        }
        UIView.transition(with: hint, duration: 0.25, options: [.transitionCrossDissolve, .allowUserInteraction], animations: {
            self.hint.text = "Sent"
        })
        UIView.animate(withDuration: 0.05) {
            self.badge.center.y -= 1
        }
    }

    @objc func keyboardWillChange(_ notification: Notification) {
        let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        UIView.animate(withDuration: duration) {
            self.bottomInset = 300
            self.layoutIfNeeded()
        }
    }
}
