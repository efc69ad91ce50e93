import UIKit

final class ChatBubbleView: UIView {
	private let senderLabel = UILabel()
	private let messageLabel = UILabel()

	func configure(sender: String, message: String) {
		senderLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.boldSystemFont(ofSize: 13))
		senderLabel.adjustsFontForContentSizeCategory = true
		senderLabel.text = sender
		if !message.isEmpty {
			messageLabel.font = .preferredFont(forTextStyle: .callout)
			messageLabel.adjustsFontForContentSizeCategory = true
			messageLabel.text = message
		}
	}
}
