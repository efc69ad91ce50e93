import AppKit

final class TabBarView: NSView {
    @IBOutlet private var indicator: NSView!

    func moveIndicator(to x: CGFloat) {
        NSAnimationContext.runAnimationGroup { (context: NSAnimationContext) in
            context.duration = 0.18
            indicator.animator().frame.origin.x = x
        }
    }
}
