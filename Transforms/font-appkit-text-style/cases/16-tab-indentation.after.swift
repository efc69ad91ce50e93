import AppKit

final class ChatMessageView: NSView {
	private let senderField = NSTextField(labelWithString: "")
	private let bodyField = NSTextField(wrappingLabelWithString: "")

	func configure(sender: String, body: String) {
		senderField.font = NSFont(descriptor: NSFont.preferredFont(forTextStyle: .callout).fontDescriptor.withSymbolicTraits(.bold), size: 0) ?? NSFont.preferredFont(forTextStyle: .callout)
		if !body.isEmpty {
			bodyField.font = NSFont.preferredFont(forTextStyle: .body)
		}
	}
}
