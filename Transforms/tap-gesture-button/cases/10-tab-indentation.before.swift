import SwiftUI

struct ReplyBar: View {
	var body: some View {
		HStack {
			Image(systemName: "arrowshape.turn.up.left")
				.onTapGesture { replyToMessage() }
			Text("Reply all")
				.onTapGesture { replyAll() }
		}
	}

	func replyToMessage() {}
	func replyAll() {}
}
