import SwiftUI

struct InboxBellButton: View {
    let unreadCount: Int
    var openInbox: () -> Void

    var body: some View {
        Button(action: openInbox) {
            Image(systemName: unreadCount > 0 ? "bell.badge.fill" : "bell")
        }
        .accessibilityLabel("Open inbox") // [VERIFY] confirm label matches intent
    }
}
