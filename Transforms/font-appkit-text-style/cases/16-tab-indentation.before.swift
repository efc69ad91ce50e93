import AppKit

final class ChatMessageView: NSView {
	private let senderField = NSTextField(labelWithString: "")
	private let bodyField = NSTextField(wrappingLabelWithString: "")

	func configure(sender: String, body: String) {
		senderField.font = NSFont.boldSystemFont(ofSize: 12)
		if !body.isEmpty {
			bodyField.font = .systemFont(ofSize: 13)
		}
	}
}
