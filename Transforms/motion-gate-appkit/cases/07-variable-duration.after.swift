import AppKit

final class FadeHelper {
    let duration: TimeInterval = 0.35

    func fadeOut(_ view: NSView) {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : duration
            view.animator().frame.origin.y = 20
        }
    }
}
