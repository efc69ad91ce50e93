import SwiftUI

struct EventCard: View {
	let name: String
	let venue: String

	var body: some View {
		VStack(alignment: .leading) {
			Text(name)
				.font(.custom("Gill Sans", size: 24))
			Text(venue)
				.font(.custom("Gill Sans", size: 15))
		}
	}
}
