import UIKit

/// The file shows one function's view in the bar; a label made by another function, placed in
/// the content below it, is still scaled.
final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.titleView = makeTitle()
        view.addSubview(makeEmptyNote())
    }

    private func makeTitle() -> UIView {
        let titleLabel = UILabel()
        titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        titleLabel.text = "Inbox"
        return titleLabel
    }

    private func makeEmptyNote() -> UIView {
        let noteLabel = UILabel()
        noteLabel.font = UIFont.systemFont(ofSize: 15)
        noteLabel.text = "Nothing new"
        return noteLabel
    }
}
