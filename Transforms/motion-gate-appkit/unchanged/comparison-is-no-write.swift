import AppKit

final class BannerController {
    let banner = NSView()
    var lastFrame = NSRect.zero

    func reveal() {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.3
            // Fades only: comparing the frame is a read, not a move.
            if banner.frame == lastFrame {
                banner.animator().alphaValue = 1
            }
        }
    }
}
