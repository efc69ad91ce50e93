import UIKit

/// Fades written over a collection are still fades: a `forEach` or a `for` loop that only sets
/// each view's alpha moves nothing, and Reduce Motion keeps fades. A helper that animates the
/// block its callers pass cannot say what moves; that is judged where it is called. A font set in
/// the block is not animated (the label shows it at once): dimming tabs and bolding the active one
/// is still a fade.
final class LoginFormController: UIViewController {
    private let form = UIStackView()
    private var fields: [UITextField] = []

    func hideForm() {
        UIView.animate(withDuration: 0.4) {
            self.form.arrangedSubviews.forEach { view in
                view.alpha = 0
            }
        }
    }

    func highlightTab(at active: Int, in tabs: UIStackView) {
        UIView.animate(withDuration: 0.2) {
            for (index, view) in tabs.arrangedSubviews.enumerated() {
                if let button = view as? UIButton {
                    if index == active {
                        button.alpha = 1
                        button.titleLabel?.font = .boldSystemFont(ofSize: 12)
                    } else {
                        button.alpha = 0.5
                        button.titleLabel?.font = .systemFont(ofSize: 12)
                    }
                }
            }
        }
    }

    func dimFields() {
        UIView.animate(withDuration: 0.2) {
            for field in self.fields {
                field.alpha = 0.5
            }
        }
    }
}

enum Motion {
    static func perform(duration: TimeInterval, animations: @escaping () -> Void) {
        UIView.animate(withDuration: duration, animations: animations)
    }
}
