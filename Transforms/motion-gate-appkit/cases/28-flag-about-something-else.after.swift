import AppKit

/// A flag that says nothing about Reduce Motion (the window being on screen, an animation that
/// shows once) gates nothing: the group is still gated.
final class DrawerController: NSWindowController {
    private var showAnimation = true

    func open(to frame: NSRect) {
        let animates = window?.isVisible ?? false
        if animates {
            NSAnimationContext.runAnimationGroup { context in
                context.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.35
                window?.animator().setFrame(frame, display: true)
            }
        }
    }

    func bounce(_ badge: NSView) {
        if showAnimation {
            NSAnimationContext.runAnimationGroup { context in
                context.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.3
                badge.animator().frame.origin.y += 12
            }
        }
    }
}
