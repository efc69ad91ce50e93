import AppKit

final class GatedController: NSViewController {
    @IBOutlet private var panel: NSView!

    func show() {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.25
            panel.animator().alphaValue = 1
        }
    }
}
