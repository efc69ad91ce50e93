import SwiftUI

struct SizeRow: View {
	let size: String
	@Binding var chosen: String

	var body: some View {
		Button {
			chosen = size
		} label: {
			HStack {
				Text(size)
				if chosen == size {
					Image(systemName: "checkmark")
				}
			}
		}
		.accessibilityAddTraits(chosen == size ? .isSelected : [])
	}
}
