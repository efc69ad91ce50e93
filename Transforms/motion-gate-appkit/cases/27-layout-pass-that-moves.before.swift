import AppKit

/// A layout pass in the group moves what the group changes first (a constraint), and a layout
/// pass with nothing laid out before the group moves the new content into place: both gated.
final class InspectorWindowController: NSWindowController {
    @IBOutlet private var panelWidth: NSLayoutConstraint!

    func widenPanel(to controller: NSViewController) {
        let incoming = controller.view
        incoming.layoutSubtreeIfNeeded()

        NSAnimationContext.runAnimationGroup { context in
            context.allowsImplicitAnimation = true
            context.duration = 0.35
            incoming.alphaValue = 1
            self.panelWidth.constant = 420
            self.window?.contentView?.layoutSubtreeIfNeeded()
        }
    }

    func swapContent(to controller: NSViewController) {
        NSAnimationContext.runAnimationGroup { context in
            context.allowsImplicitAnimation = true
            context.duration = 0.35
            controller.view.alphaValue = 1
            self.window?.contentViewController = controller
            self.window?.contentView?.layoutSubtreeIfNeeded()
        }
    }
}
