import AppKit

final class HighlightView: NSView {
    func highlight() {
        NSAnimationContext.runAnimationGroup({ $0.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.1 }, completionHandler: nil)
        NSAnimationContext.runAnimationGroup { context in context.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.2; self.animator().frame.origin.y = 20}
    }
}
