import UIKit

final class ComposeViewController: UIViewController {
    func didSaveDraft() {
        navigationItem.title = "Draft saved"
        AccessibilityNotification.Announcement("Draft saved").post()
    }
}
