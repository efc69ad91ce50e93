import SwiftUI

struct MuteToggle: View {
	@Binding var isMuted: Bool

	var body: some View {
		Toggle("Mute", isOn: $isMuted)
			.onChange(of: isMuted) { muted in
				if muted {
					AccessibilityNotification.Announcement("Muted").post()
				}
			}
	}
}
