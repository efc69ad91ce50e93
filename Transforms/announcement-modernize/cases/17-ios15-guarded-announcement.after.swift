import SwiftUI

struct ArchiveButton: View {
    let archive: () -> Void

    var body: some View {
        Button("Archive") {
            archive()
            if #available(iOS 17, *) {
                AccessibilityNotification.Announcement("Message archived").post()
            } else {
                UIAccessibility.post(notification: .announcement, argument: "Message archived")
            }
        }
    }
}
