import AppKit

/// A flag another type keeps to itself cannot be read here: the platform API is.
final class TrayController {
    private let tray = NSWindow()

    func slideTray(to frame: NSRect) {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.4
            tray.animator().setFrame(frame, display: true)
        }
    }
}

final class TrayPreferences {
    private static var isReduceMotionEnabled: Bool {
        NSWorkspace.shared.accessibilityDisplayShouldReduceMotion
    }
}
