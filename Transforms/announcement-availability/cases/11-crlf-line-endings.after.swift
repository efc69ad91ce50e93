import SwiftUI

struct DeleteRow: View {
    let onDelete: () -> Void

    var body: some View {
        Button("Delete", role: .destructive) {
            onDelete()
            if #available(iOS 17, *) {
                AccessibilityNotification.Announcement("Item deleted").post()
            } else {
                UIAccessibility.post(notification: .announcement, argument: "Item deleted")
            }
        }
    }
}
