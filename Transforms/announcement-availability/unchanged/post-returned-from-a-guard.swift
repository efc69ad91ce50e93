import SwiftUI

struct UploadStatus: View {
    let upload: () async -> Bool

    var body: some View {
        Button("Upload") {
            Task { await send() }
        }
    }

    @MainActor
    private func send() async {
        guard await upload() else {
            return AccessibilityNotification.Announcement("Upload failed").post()
        }
        UIAccessibility.post(notification: .announcement, argument: "Uploaded")
    }
}
