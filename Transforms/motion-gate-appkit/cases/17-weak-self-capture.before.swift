import AppKit

final class DetailController: NSViewController {
    @IBOutlet private var detail: NSView!

    func reveal() {
        NSAnimationContext.runAnimationGroup { [weak self] context in
            context.duration = 0.3
            self?.detail.animator().frame.origin.y = 20
        } completionHandler: { [weak self] in
            self?.detail.needsDisplay = true
        }
    }
}
