import AppKit

/// A group whose duration is chosen by a condition still only fades: its setting is no change.
final class CaptionOverlay: NSView {
    let shade = NSView()
    let caption = NSTextField(labelWithString: "")

    func setCaption(visible: Bool, animated: Bool) {
        NSAnimationContext.runAnimationGroup(
            { context in
                context.duration = animated ? 0.3 : 0
                shade.animator().alphaValue = visible ? 0.6 : 0
                caption.animator().alphaValue = visible ? 1 : 0
            }, completionHandler: nil)
    }
}
