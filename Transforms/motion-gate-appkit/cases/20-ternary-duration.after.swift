import AppKit

final class MenuView: NSView {
    var isCompact = false

    func open() {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : (isCompact ? 0.15 : 0.3)
            self.animator().frame.origin.y = 0
        }
        NSAnimationContext.current.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : (isCompact ? 0.15 : 0.3)
    }
}
