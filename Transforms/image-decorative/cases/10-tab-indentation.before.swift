import SwiftUI

struct Footer: View {
	var body: some View {
		VStack {
			Image("footer_wave")
				.resizable()
				.frame(height: 40)
			HStack {
				Image(systemName: "envelope")
				Text("support@example.com")
			}
		}
	}
}
