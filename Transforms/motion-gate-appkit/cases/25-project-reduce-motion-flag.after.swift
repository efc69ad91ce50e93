import AppKit

/// The project reads the setting through a flag of its own: a new gate reads it too.
enum Device {
    static var isReduceMotionEnabled: Bool {
        NSWorkspace.shared.accessibilityDisplayShouldReduceMotion
    }
}

final class DrawerController {
    private let drawer = NSWindow()

    func slideDrawer(to frame: NSRect) {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = Device.isReduceMotionEnabled ? 0 : 0.4
            drawer.animator().setFrame(frame, display: true)
        }
    }
}
