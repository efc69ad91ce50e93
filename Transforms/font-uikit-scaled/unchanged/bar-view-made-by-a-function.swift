import UIKit

/// A wordmark made by a function whose result the controller shows as its navigation item's
/// title view, and a subtitle made by a method it sets as a bar button's custom view: both
/// live in a bar of fixed height, so their fonts stay.
final class LibraryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.titleView = LibraryViewController.makeWordmark()
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: makeSyncStatus())
    }

    static func makeWordmark() -> UIView {
        let nameLabel = UILabel()
        nameLabel.text = "Library"
        nameLabel.font = UIFont.systemFont(ofSize: 20, weight: .bold)
        let wrapper = UIView()
        wrapper.addSubview(nameLabel)
        return wrapper
    }

    private func makeSyncStatus() -> UIView {
        let statusLabel = UILabel()
        statusLabel.font = UIFont.systemFont(ofSize: 11)
        statusLabel.text = "Synced"
        return statusLabel
    }
}
