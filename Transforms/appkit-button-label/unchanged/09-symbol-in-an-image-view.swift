import AppKit

// A symbol shown by an image view is not a control: whether it is decoration depends on the
// text around it, which this code does not show, so nothing is said.

final class AlertBadgeView: NSView {
    func showWarning() {
        guard let image = NSImage(systemSymbolName: "exclamationmark.triangle", accessibilityDescription: nil) else { return }
        let imageView = NSImageView(image: image)
        addSubview(imageView)
    }
}
