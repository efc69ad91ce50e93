import AppKit

final class MenuView: NSView {
    var isCompact = false

    func open() {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = isCompact ? 0.15 : 0.3
            self.animator().frame.origin.y = 0
        }
        NSAnimationContext.current.duration = isCompact ? 0.15 : 0.3
    }
}
