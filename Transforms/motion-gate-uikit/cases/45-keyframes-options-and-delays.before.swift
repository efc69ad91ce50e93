import UIKit

final class KeyStatusView: UIView {
    private let border = UIView()
    private let key = UIView()
    private let sheet = UIView()

    /// Keyframes that only change alpha pulse in place: left alone.
    func pulseBorder() {
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .repeat) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) {
                self.border.alpha = 1
            }
            UIView.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.8) {
            }
            UIView.addKeyframe(withRelativeStartTime: 0.9, relativeDuration: 0.1) {
                self.border.alpha = 0
            }
        }
    }

    /// Keyframes that move the key: gated.
    func raiseKey() {
        UIView.animateKeyframes(withDuration: 0.5, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                self.key.center.y -= 12
            }
        }
    }

    /// A delayed slide whose completion comes next: a zero duration would drop the delay and run
    /// the completion at once, so it is reported.
    func present(after delay: TimeInterval, completion: @escaping () -> Void) {
        UIView.animate(withDuration: 0.3, delay: delay, options: [.curveEaseOut], animations: {
            self.sheet.center.y -= 200
        }) { _ in
            completion()
        }
    }

    /// A delayed slide with nothing after it only arrives sooner: gated.
    func nudgeSheet() {
        UIView.animate(withDuration: 0.3, delay: 0.2, options: []) {
            self.sheet.center.y -= 20
        }
    }
}

extension UIViewController {
    /// Its callers choose the transition: what it does is decided where it is called.
    func swapChildren(from current: UIView, to next: UIView, options: UIView.AnimationOptions = []) {
        UIView.transition(from: current, to: next, duration: 0.3, options: options)
    }

    /// A flip turns the views over: gated.
    func flipChildren(from current: UIView, to next: UIView) {
        UIView.transition(from: current, to: next, duration: 0.3, options: .transitionFlipFromLeft)
    }

    /// No transition option: the views are swapped at once.
    func showChild(from current: UIView, to next: UIView) {
        UIView.transition(from: current, to: next, duration: 0.3, options: .showHideTransitionViews)
    }
}
