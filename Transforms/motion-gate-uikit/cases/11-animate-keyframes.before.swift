import UIKit

final class ShakeHelper {
    static func shake(_ view: UIView) {
        UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                view.transform = CGAffineTransform(translationX: -8, y: 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                view.transform = .identity
            }
        }
    }
}
