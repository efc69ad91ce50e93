import AppKit
import QuartzCore

final class SpinnerView: NSView {
    func spin() {
        let animation = CABasicAnimation(keyPath: "transform.rotation")
        animation.duration = 1.2
        animation.repeatCount = .infinity
        layer?.add(animation, forKey: "spin")

        let transition = CATransition()
        transition.duration = 0.3
        layer?.add(transition, forKey: nil)
    }
}
