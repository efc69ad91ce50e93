import AppKit

final class ResetView: NSView {
    func reset() {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = .zero
            self.animator().alphaValue = 1
        }
    }
}
