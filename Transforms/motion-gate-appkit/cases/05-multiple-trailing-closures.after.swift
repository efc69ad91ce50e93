import AppKit

final class PopoverContentController: NSViewController {
    @IBOutlet private var detailView: NSView!

    func hideDetail() {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.2
            detailView.animator().frame.origin.y = 20
        } completionHandler: {
            self.detailView.isHidden = true
        }
    }
}
