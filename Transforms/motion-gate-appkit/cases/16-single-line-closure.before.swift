import AppKit

final class HighlightView: NSView {
    func highlight() {
        NSAnimationContext.runAnimationGroup({ $0.duration = 0.1 }, completionHandler: nil)
        NSAnimationContext.runAnimationGroup { context in context.duration = 0.2; self.animator().frame.origin.y = 20}
    }
}
