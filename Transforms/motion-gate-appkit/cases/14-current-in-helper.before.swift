import AppKit

enum Animations {
    static func prepare(duration: TimeInterval) {
        NSAnimationContext.current.duration = duration
        NSAnimationContext.current.allowsImplicitAnimation = true
    }
}
