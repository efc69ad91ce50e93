import SwiftUI

struct ReplyBar: View {
	var body: some View {
		HStack {
			Image(systemName: "arrowshape.turn.up.left")
				.onTapGesture { replyToMessage() }
				.accessibilityAddTraits(.isButton)
				.accessibilityLabel("Reply to message") // [VERIFY] confirm label matches intent
			Text("Reply all")
				.onTapGesture { replyAll() }
				.accessibilityAddTraits(.isButton)
		}
	}

	func replyToMessage() {}
	func replyAll() {}
}
