import SwiftUI

struct ArchiveButton: View {
    let archive: () -> Void

    var body: some View {
        Button("Archive") {
            archive()
            AccessibilityNotification.Announcement("Message archived").post()
        }
    }
}
