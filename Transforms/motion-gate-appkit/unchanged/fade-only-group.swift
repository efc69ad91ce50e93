import AppKit

/// A group that only fades a panel in: the dissolve is what Reduce Motion keeps.
final class ToastPanel: NSView {
    func appear() {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.3
            self.animator().alphaValue = 1
        }
    }
}
