import UIKit

final class DownloadManager {
    func finish(fileName: String) {
        DispatchQueue.main.async {
            if #available(iOS 17, *) {
                AccessibilityNotification.Announcement("\(fileName) downloaded").post()
            } else {
                UIAccessibility.post(notification: .announcement, argument: "\(fileName) downloaded")
            }
        }
    }
}
