import AppKit

struct AnimationSettings {
    var duration: TimeInterval = 0.3
}

final class SlideController: NSViewController {
    var context = AnimationSettings()

    func slide() {
        NSAnimationContext.runAnimationGroup { group in
            self.context.duration = 0.5
            group.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : context.duration
            view.animator().frame.origin.x = 0
        }
    }
}
