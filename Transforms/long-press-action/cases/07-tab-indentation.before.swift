import SwiftUI

struct SongRow: View {
	let title: String

	var body: some View {
		HStack {
			Text(title)
			Spacer()
		}
		.onLongPressGesture { addToQueue() }
	}

	func addToQueue() {}
}
