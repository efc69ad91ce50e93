import AppKit

final class MainWindowController: NSWindowController {
    func grow(to frame: NSRect) {
        NSAnimationContext.runAnimationGroup { context in
            context.allowsImplicitAnimation = true
            context.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.5
            window?.animator().setFrame(frame, display: true)
        }
    }
}
