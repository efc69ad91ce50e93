import SwiftUI

struct MuteToggle: View {
	@Binding var isMuted: Bool

	var body: some View {
		Toggle("Mute", isOn: $isMuted)
			.onChange(of: isMuted) { muted in
				if muted {
					if #available(iOS 17, *) {
						AccessibilityNotification.Announcement("Muted").post()
					} else {
						UIAccessibility.post(notification: .announcement, argument: "Muted")
					}
				}
			}
	}
}
