import AppKit

final class OverlayController: NSViewController {
    @IBOutlet private var overlay: NSView!

    func flash() {
        NSAnimationContext.runAnimationGroup({ outer in
            outer.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.15
            overlay.animator().frame.origin.y = 20
        }, completionHandler: {
            NSAnimationContext.runAnimationGroup { inner in
                inner.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.5
                self.overlay.animator().frame.origin.y = 20
            }
        })
    }
}
