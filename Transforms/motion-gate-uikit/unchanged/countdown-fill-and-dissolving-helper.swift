import UIKit

/// A countdown bar: the progress is set to full without animation, and a linear layout pass over
/// the time left plays the fill. The fill's pace is what the bar tells: it is not zeroed.
final class CodeTimerCell: UITableViewCell {
    private let countdown = UIProgressView(progressViewStyle: .bar)

    func restart(period: TimeInterval, elapsed: TimeInterval) {
        let left = period - elapsed
        countdown.setProgress(Float(elapsed / period), animated: false)
        countdown.layoutIfNeeded()
        countdown.setProgress(1, animated: false)
        UIView.animate(withDuration: left, delay: 0, options: .curveLinear, animations: {
            self.countdown.layoutIfNeeded()
        })
    }
}

/// A helper whose transition is a parameter: a cross-dissolve by default, what Reduce Motion
/// recommends; one a caller must pass is decided where it is called.
final class RootSwitcher {
    let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func show(_ controller: UIViewController, options: UIView.AnimationOptions = .transitionCrossDissolve) {
        window.rootViewController = controller
        UIView.transition(with: window, duration: 0.4, options: options, animations: nil, completion: nil)
    }

    func replace(_ controller: UIViewController, options: UIView.AnimationOptions) {
        window.rootViewController = controller
        UIView.transition(with: window, duration: 0.4, options: options, animations: nil, completion: nil)
    }
}
