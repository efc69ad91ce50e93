import AppKit

/// A window's new content fades in: it is laid out before the group, so the group's own layout
/// pass moves nothing, and swapping the content controller shows it at once. Only the alpha
/// animates, a dissolve Reduce Motion keeps: left alone.
extension NSWindow {
    func fadeIn(to controller: NSViewController) {
        let incoming = controller.view
        incoming.alphaValue = 0
        incoming.needsLayout = true
        incoming.layoutSubtreeIfNeeded()

        NSAnimationContext.runAnimationGroup { context in
            context.allowsImplicitAnimation = true
            context.duration = 0.35
            incoming.alphaValue = 1
            self.contentViewController = controller
            self.layoutIfNeeded()
        }
    }
}
