import SwiftUI

struct InboxBell: View {
    let hasUnread: Bool
    var showNotifications: () -> Void

    var body: some View {
        Button(action: showNotifications) {
            ZStack(alignment: .topTrailing) {
                Image(systemName: "bell")
                    .font(.title3)
                Image(systemName: "circle.fill")
                    .font(.caption2)
                    .foregroundStyle(hasUnread ? .red : .clear)
            }
        }
        .accessibilityLabel("Show notifications") // [VERIFY] confirm label matches intent
    }
}
