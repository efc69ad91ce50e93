import AppKit

/// An outline that animates only if the user turned the animation on in the app's settings (a
/// multiplier stored in the user's defaults, 0 by default): the user already chose it, so it stays.
final class OutlineController {
    private let outline = NSWindow()

    func showOutline(at frame: NSRect) {
        if UserDefaults.standard.double(forKey: "outlineAnimationMultiplier") > 0 {
            NSAnimationContext.runAnimationGroup { context in
                context.duration = outlineDuration(to: frame)
                outline.animator().setFrame(frame, display: true)
            }
        }
    }

    func slideOutline(to frame: NSRect) {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.2 * UserDefaults.standard.double(forKey: "outlineAnimationMultiplier")
            outline.animator().setFrame(frame, display: true)
        }
    }

    private func outlineDuration(to frame: NSRect) -> Double {
        let distance = abs(frame.origin.x - outline.frame.origin.x)
        return Double(distance) / 2000 * UserDefaults.standard.double(forKey: "outlineAnimationMultiplier")
    }
}
