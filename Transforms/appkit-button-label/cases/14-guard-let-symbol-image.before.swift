import AppKit

final class AlertBadgeView: NSView {
    func showWarning() {
        guard let image = NSImage(systemSymbolName: "exclamationmark.triangle", accessibilityDescription: nil) else { return }
        let imageView = NSImageView(image: image)
        addSubview(imageView)
    }
}
