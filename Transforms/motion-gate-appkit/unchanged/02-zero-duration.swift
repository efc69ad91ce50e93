import AppKit

final class ResetController: NSViewController {
    @IBOutlet private var card: NSView!

    func resetInstantly() {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0
            card.animator().alphaValue = 1
        }
        NSAnimationContext.current.duration = 0.0
    }
}
