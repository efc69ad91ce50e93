import SwiftUI

struct SongRow: View {
	let title: String

	var body: some View {
		HStack {
			Text(title)
			Spacer()
		}
		.onLongPressGesture { addToQueue() }
		.accessibilityAction(named: "Add to queue") { addToQueue() } // [VERIFY] confirm label matches intent
	}

	func addToQueue() {}
}
