import AppKit

final class FadeHelper {
    let duration: TimeInterval = 0.35

    func fadeOut(_ view: NSView) {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = duration
            view.animator().frame.origin.y = 20
        }
    }
}
