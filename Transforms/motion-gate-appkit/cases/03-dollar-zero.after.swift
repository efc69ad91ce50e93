import AppKit

final class BadgeView: NSView {
    func fadeIn() {
        NSAnimationContext.runAnimationGroup {
            $0.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.2
            self.animator().frame.origin.y = 20
        }
    }
}
