import AppKit

final class NotificationBannerView: NSView {
    private let messageField = NSTextField(wrappingLabelWithString: "")

    func show(_ message: String) {
        messageField.stringValue = message
        messageField.font = NSFont(descriptor: NSFont.preferredFont(forTextStyle: .title3).fontDescriptor.withSymbolicTraits(.bold), size: 0) ?? NSFont.preferredFont(forTextStyle: .title3)
        isHidden = false
    }
}
