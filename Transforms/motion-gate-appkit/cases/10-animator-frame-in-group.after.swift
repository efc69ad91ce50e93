import AppKit

final class StatusView: NSView {
    func show() {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.25
            self.animator().frame.origin.y = 20
        }
    }
}
