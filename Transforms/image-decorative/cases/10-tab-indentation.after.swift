import SwiftUI

struct Footer: View {
	var body: some View {
		VStack {
			Image("footer_wave")
				.resizable()
				.frame(height: 40)
				.accessibilityHidden(true)
			HStack {
				Image(systemName: "envelope")
					.accessibilityHidden(true)
				Text("support@example.com")
			}
		}
	}
}
