import SwiftUI

struct UploadButton: View {
    let upload: () async -> Void

    var body: some View {
        Button("Upload") {
            Task {
                await upload()
                if #available(iOS 17, *) {
                    AccessibilityNotification.Announcement("Upload complete").post()
                } else {
                    UIAccessibility.post(notification: .announcement, argument: "Upload complete")
                }
            }
        }
    }
}
