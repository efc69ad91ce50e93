import SwiftUI

struct CartBadge: View {
	let count: Int

	var body: some View {
		Text("\(count)")
			.onChange(of: count) { newCount in
				AccessibilityNotification.Announcement("\(newCount) items in cart").post()
			}
	}
}
