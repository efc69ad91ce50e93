import AppKit

final class RippleView: NSView {
    func ripple() {
        if !NSWorkspace.shared.accessibilityDisplayShouldReduceMotion {
            NSAnimationContext.runAnimationGroup { context in
                context.duration = 0.4
                self.animator().frame.size.width += 20
            }
        }
    }
}
