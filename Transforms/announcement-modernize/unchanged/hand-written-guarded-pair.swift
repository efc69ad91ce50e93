import SwiftUI

struct SaveButton: View {
    var body: some View {
        Button("Save") {
            if #available(iOS 17, *) {
                AccessibilityNotification.Announcement("Saved").post()
            } else {
                UIAccessibility.post(notification: .announcement, argument: "Saved")
            }
        }
    }
}
