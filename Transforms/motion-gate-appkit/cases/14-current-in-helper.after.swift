import AppKit

enum Animations {
    static func prepare(duration: TimeInterval) {
        NSAnimationContext.current.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : duration
        NSAnimationContext.current.allowsImplicitAnimation = true
    }
}
