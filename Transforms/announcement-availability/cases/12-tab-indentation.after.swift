import SwiftUI

struct CartBadge: View {
	let count: Int

	var body: some View {
		Text("\(count)")
			.onChange(of: count) { newCount in
				if #available(iOS 17, *) {
					AccessibilityNotification.Announcement("\(newCount) items in cart").post()
				} else {
					UIAccessibility.post(notification: .announcement, argument: "\(newCount) items in cart")
				}
			}
	}
}
