import UIKit

final class ChatBubbleView: UIView {
	private let senderLabel = UILabel()
	private let messageLabel = UILabel()

	func configure(sender: String, message: String) {
		senderLabel.font = UIFont.boldSystemFont(ofSize: 13)
		senderLabel.text = sender
		if !message.isEmpty {
			messageLabel.font = .systemFont(ofSize: 16)
			messageLabel.text = message
		}
	}
}
