import AppKit

final class AlertBadgeView: NSView {
    func showWarning() {
        guard let image = NSImage(systemSymbolName: "exclamationmark.triangle", accessibilityDescription: "Warning") else { return } // [VERIFY] confirm label matches intent
        let imageView = NSImageView(image: image)
        addSubview(imageView)
    }
}
