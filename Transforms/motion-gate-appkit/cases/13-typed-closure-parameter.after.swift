import AppKit

final class TabBarView: NSView {
    @IBOutlet private var indicator: NSView!

    func moveIndicator(to x: CGFloat) {
        NSAnimationContext.runAnimationGroup { (context: NSAnimationContext) in
            context.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.18
            indicator.animator().frame.origin.x = x
        }
    }
}
