import AppKit

/// Scrolling a list to a row travels: the group's duration is gated.
final class LogController: NSViewController {
    private let clipView = NSClipView()

    func reveal(_ point: NSPoint) {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.3
            clipView.animator().setBoundsOrigin(point)
        }
    }
}
