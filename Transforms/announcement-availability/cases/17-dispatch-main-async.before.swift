import UIKit

final class DownloadManager {
    func finish(fileName: String) {
        DispatchQueue.main.async {
            AccessibilityNotification.Announcement("\(fileName) downloaded").post()
        }
    }
}
