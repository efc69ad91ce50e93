import AppKit

final class NotificationBannerView: NSView {
    private let messageField = NSTextField(wrappingLabelWithString: "")

    func show(_ message: String) {
        messageField.stringValue = message
        messageField.font = NSFont.systemFont(ofSize: 15, weight: .semibold)
        isHidden = false
    }
}
