import UIKit

// The screen looks its words up through the project's own wrapper, keyed by the English text:
// a new label goes through it too.
final class NotesViewController: UIViewController {
    private let pinButton = UIButton(type: .system)
    private let emptyText = "No notes yet".localized

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes".localized
        pinButton.setImage(UIImage(systemName: "pin"), for: .normal)
        pinButton.addTarget(self, action: #selector(pinNote), for: .touchUpInside)
    }

    @objc private func pinNote() {}
}

extension String {
    var localized: String { NSLocalizedString(self, comment: "") }
}
