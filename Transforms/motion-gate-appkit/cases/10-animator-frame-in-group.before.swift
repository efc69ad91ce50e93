import AppKit

final class StatusView: NSView {
    func show() {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.25
            self.animator().frame.origin.y = 20
        }
    }
}
