import AppKit

/// A ring filling, a border and shadow hover feedback, and an indicator's value: drawn where the
/// views stand, on the same scale as SwiftUI's and UIKit's. The groups keep their duration.
final class SyncBadge: NSView {
    private let ring = CAShapeLayer()
    private let gauge = NSProgressIndicator()

    func fill(to value: Double) {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.4
            ring.strokeEnd = CGFloat(value)
            gauge.animator().doubleValue = value
        }
    }

    func hover(_ isInside: Bool) {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.2
            layer?.borderWidth = isInside ? 2 : 0
            layer?.shadowRadius = isInside ? 6 : 0
        }
    }
}
