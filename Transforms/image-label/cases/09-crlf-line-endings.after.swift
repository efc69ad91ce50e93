import SwiftUI

struct NotificationBell: View {
    var body: some View {
        HStack {
            Image(systemName: "bell")
                .font(.title2)
                .accessibilityLabel("Notifications") // [VERIFY] confirm label matches intent
            Image("inbox-tray")
        }
    }
}
