import AppKit

/// `setFrame(_:display:animate: true)` runs the window's own frame animation, which the group's
/// duration does not time: its flag is gated. The animator proxy's frame change beside it is timed
/// by the group, whose duration is gated.
final class HUDWindow: NSWindow {
    func move(to origin: NSPoint) {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.15
            context.allowsImplicitAnimation = true
            setFrame(NSRect(origin: origin, size: frame.size), display: true, animate: true)
        }
    }

    func slide(_ panel: NSWindow, to frame: NSRect) {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.25
            panel.animator().setFrame(frame, display: true)
        }
    }
}
