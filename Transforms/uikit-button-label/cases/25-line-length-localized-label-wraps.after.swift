import UIKit

// The app looks every visible string up for translation, so a new label must be looked up too.
final class ComposeViewController: UIViewController {
    private let attachButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "New Message", comment: "Compose screen title")
        attachButton.setImage(UIImage(systemName: "paperclip"), for: .normal)
        // [VERIFY] confirm label matches intent
        attachButton.accessibilityLabel = String(
            localized: "Attach file",
            comment: "Accessibility label of an image-only button"
        )
        attachButton.addTarget(self, action: #selector(attachFile), for: .touchUpInside)
    }

    @objc private func attachFile() {}
}
