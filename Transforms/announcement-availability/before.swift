import SwiftUI

struct UploadButton: View {
    let upload: () async -> Void

    var body: some View {
        Button("Upload") {
            Task {
                await upload()
                AccessibilityNotification.Announcement("Upload complete").post()
            }
        }
    }
}
