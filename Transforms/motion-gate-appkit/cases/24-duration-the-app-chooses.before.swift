import AppKit

/// The same outline with a duration the app computes on its own: no setting of the user's
/// decides it, so it is gated.
final class OutlineController {
    private let outline = NSWindow()

    func showOutline(at frame: NSRect) {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = outlineTime(to: frame)
            outline.animator().setFrame(frame, display: true)
        }
    }

    private func outlineTime(to frame: NSRect) -> Double {
        let distance = abs(frame.origin.x - outline.frame.origin.x)
        return Double(distance) / 2000
    }
}
