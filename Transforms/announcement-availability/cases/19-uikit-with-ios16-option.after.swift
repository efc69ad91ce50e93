import UIKit

final class ComposeViewController: UIViewController {
    func didSaveDraft() {
        navigationItem.title = "Draft saved"
        if #available(iOS 17, *) {
            AccessibilityNotification.Announcement("Draft saved").post()
        } else {
            UIAccessibility.post(notification: .announcement, argument: "Draft saved")
        }
    }
}
