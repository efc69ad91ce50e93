import SwiftUI

struct MapControls: View {
	var centerOnUser: () -> Void

	var body: some View {
		VStack {
			Spacer()
			HStack {
				Spacer()
				Button(action: centerOnUser) {
					Image(systemName: "location.fill")
				}
				.padding()
				.accessibilityLabel("Center on user") // [VERIFY] confirm label matches intent
				Button(action: centerOnUser) { Image(systemName: "location") }
					.accessibilityLabel("Center on user") // [VERIFY] confirm label matches intent
			}
		}
	}
}
