import UIKit

/// Look-alikes that move: a layout pass after a constraint change slides the panel in, and a
/// helper whose own default transition flips the window over.
final class PanelController: UIViewController {
    private let panel = UIView()
    private var panelTop: NSLayoutConstraint?

    func reveal(over duration: TimeInterval) {
        panelTop?.constant = 0
        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
            self.view.layoutIfNeeded()
        })
    }

    func swapRoot(in window: UIWindow, options: UIView.AnimationOptions = .transitionFlipFromLeft) {
        window.rootViewController = PanelController()
        UIView.transition(with: window, duration: 0.4, options: [options, .curveEaseOut], animations: nil, completion: nil)
    }
}
