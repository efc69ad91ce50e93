import AppKit

final class MenuView: NSView {
    var isCompact = false

    func open() {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : (isCompact ? 0.15 : 0.3)
            self.animator().alphaValue = 1
        }
        NSAnimationContext.current.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : (isCompact ? 0.15 : 0.3)
    }
}
