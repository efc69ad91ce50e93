import UIKit

// Another method labels the toolbar's third item; the first is labelled nowhere, so it gets one.
final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let compose = UIBarButtonItem(
            image: UIImage(systemName: "square.and.pencil"), style: .plain, target: self, action: #selector(compose))
        compose.accessibilityLabel = "Compose" // [VERIFY] confirm label matches intent
        let flexible = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        let filter = UIBarButtonItem(
            image: UIImage(systemName: "line.3.horizontal.decrease.circle"), style: .plain, target: self,
            action: #selector(filterMail))
        toolbarItems = [compose, flexible, filter]
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        toolbarItems?[2].accessibilityLabel = NSLocalizedString("Filter by unread", comment: "")
    }

    @objc private func compose() {}
    @objc private func filterMail() {}
}
