import SwiftUI

struct DeleteRow: View {
    let onDelete: () -> Void

    var body: some View {
        Button("Delete", role: .destructive) {
            onDelete()
            AccessibilityNotification.Announcement("Item deleted").post()
        }
    }
}
