import SwiftUI

struct ShareRow: View {
	let url: URL

	var body: some View {
		HStack {
			Text(url.host() ?? "")
			Spacer()
			Button(action: copy) {
				Image(systemName: "doc.on.doc")
			}
			.frame(width: 22, height: 22)
		}
	}

	func copy() {}
}
