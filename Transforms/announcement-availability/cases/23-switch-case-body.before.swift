import SwiftUI

enum UploadState {
    case idle, uploading, failed
}

struct UploadStatusAnnouncer {
    func announce(_ state: UploadState) {
        switch state {
        case .uploading:
            AccessibilityNotification.Announcement("Uploading").post()
        case .failed:
            AccessibilityNotification.Announcement("Upload failed").post()
        case .idle:
            break
        }
    }
}
