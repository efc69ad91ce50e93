import AppKit

final class ConfettiView: NSView {
    func celebrate() {
        guard !NSWorkspace.shared.accessibilityDisplayShouldReduceMotion else {
            alphaValue = 1
            return
        }
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.8
            self.animator().alphaValue = 1
        }
    }
}
