import UIKit

final class PlayerViewController: UIViewController {
    private let titleLabel = UILabel()

    func trackDidChange(to title: String) {
        titleLabel.text = title
        guard #available(iOS 17, *) else { return }
        AccessibilityNotification.Announcement("Now playing \(title)").post()
        AccessibilityNotification.LayoutChanged(titleLabel).post()
    }
}
