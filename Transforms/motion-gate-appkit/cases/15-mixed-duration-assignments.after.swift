import AppKit
import QuartzCore

final class PulseView: NSView {
    func pulse() {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.duration = 0.6
        NSAnimationContext.runAnimationGroup { context in
            context.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.3
            layer?.add(animation, forKey: "pulse")
            self.animator().frame.origin.y = 20
        }
    }
}
