import AppKit

final class MainWindowController: NSWindowController {
    func grow(to frame: NSRect) {
        NSAnimationContext.runAnimationGroup { context in
            context.allowsImplicitAnimation = true
            context.duration = 0.5
            window?.animator().setFrame(frame, display: true)
        }
    }
}
