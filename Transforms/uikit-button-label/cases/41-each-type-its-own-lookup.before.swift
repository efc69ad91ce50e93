import UIKit

// Two screens in one file, written by different hands: each new label is looked up the way its
// own type looks up its words (the file, one of each, cannot say).
final class DraftsViewController: UIViewController {
    private let discardButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "Drafts", comment: "Drafts screen title")
        discardButton.setImage(UIImage(systemName: "trash"), for: .normal)
        discardButton.addTarget(self, action: #selector(discardDraft), for: .touchUpInside)
    }

    @objc private func discardDraft() {}
}

final class OutboxViewController: UIViewController {
    private let retryButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Outbox", comment: "Outbox screen title")
        retryButton.setImage(UIImage(systemName: "arrow.clockwise"), for: .normal)
        retryButton.addTarget(self, action: #selector(retrySending), for: .touchUpInside)
    }

    @objc private func retrySending() {}
}
