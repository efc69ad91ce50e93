import SwiftUI

enum UploadState {
    case idle, uploading, failed
}

struct UploadStatusAnnouncer {
    func announce(_ state: UploadState) {
        switch state {
        case .uploading:
            if #available(iOS 17, *) {
                AccessibilityNotification.Announcement("Uploading").post()
            } else {
                UIAccessibility.post(notification: .announcement, argument: "Uploading")
            }
        case .failed:
            if #available(iOS 17, *) {
                AccessibilityNotification.Announcement("Upload failed").post()
            } else {
                UIAccessibility.post(notification: .announcement, argument: "Upload failed")
            }
        case .idle:
            break
        }
    }
}
