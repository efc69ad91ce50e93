import UIKit

// Every string of this screen goes through `NSLocalizedString`: a new label does too, though
// the app's iOS 15 target could also write `String(localized:)`.
final class InboxViewController: UIViewController {
    private let archiveButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Inbox", comment: "Inbox screen title")
        archiveButton.setImage(UIImage(systemName: "archivebox"), for: .normal)
        archiveButton.accessibilityLabel = NSLocalizedString("Archive message", comment: "Accessibility label of an image-only button") // [VERIFY] confirm label matches intent
        archiveButton.addTarget(self, action: #selector(archiveMessage), for: .touchUpInside)
    }

    @objc private func archiveMessage() {}
}
