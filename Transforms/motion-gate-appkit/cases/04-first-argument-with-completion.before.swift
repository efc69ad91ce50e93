import AppKit

final class ToastWindowController: NSWindowController {
    func dismissToast() {
        NSAnimationContext.runAnimationGroup({ context in
            context.duration = 0.4
            window?.animator().alphaValue = 0
        }, completionHandler: {
            self.close()
        })
    }
}
