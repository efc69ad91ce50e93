import SwiftUI

struct NotificationStatus: View {
    let isMuted: Bool

    var body: some View {
        VStack {
            if isMuted {
                Image(systemName: "bell.slash")
                    .foregroundStyle(.secondary)
                    .accessibilityLabel("Notifications off") // [VERIFY] confirm label matches intent
            } else {
                Image(systemName: "bell")
                    .foregroundStyle(.blue)
                    .accessibilityLabel("Notifications") // [VERIFY] confirm label matches intent
            }
        }
    }
}
