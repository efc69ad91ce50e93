import AppKit

final class ToastWindowController: NSWindowController {
    func dismissToast() {
        NSAnimationContext.runAnimationGroup({ context in
            context.duration = 0.4
            window?.animator().setFrame(.zero, display: true)
        }, completionHandler: {
            self.close()
        })
    }
}
