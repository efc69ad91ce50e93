import AppKit

final class BadgeView: NSView {
    func fadeIn() {
        NSAnimationContext.runAnimationGroup {
            $0.duration = 0.2
            self.animator().frame.origin.y = 20
        }
    }
}
