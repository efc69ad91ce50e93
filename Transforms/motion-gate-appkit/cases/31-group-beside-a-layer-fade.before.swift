import AppKit
import QuartzCore

/// A badge layer that fades with a Core Animation animation while the label slides in a group: the
/// layer only fades, which Reduce Motion keeps, so the group's slide is gated on its own.
final class SyncBadge: NSView {
    private let badgeLayer = CALayer()
    private let label = NSTextField()

    func reveal(at point: CGPoint) {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        badgeLayer.add(fade, forKey: "opacity")

        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.25
            context.allowsImplicitAnimation = true
            label.frame.origin = point
        }
    }
}
