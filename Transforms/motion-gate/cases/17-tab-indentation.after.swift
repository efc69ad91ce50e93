import SwiftUI

struct SearchField: View {
	@Environment(\.accessibilityReduceMotion) private var reduceMotion
	@Binding var query: String
	@State private var isFocused = false

	var body: some View {
		HStack {
			TextField("Search", text: $query)
			if isFocused {
				Button("Cancel") {
					withAnimation(.easeOut(duration: 0.15)) {
						isFocused = false
					}
				}
				.transition(reduceMotion ? .opacity : .move(edge: .trailing))
			}
		}
	}
}
