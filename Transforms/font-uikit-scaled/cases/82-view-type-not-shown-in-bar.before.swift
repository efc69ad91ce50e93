import UIKit

/// A title view class that the project only adds to a screen, never to a bar: its fonts scale.
final class SectionTitleView: UIView {
    private let nameLabel = UILabel()

    func update(name: String) {
        nameLabel.font = UIFont.systemFont(ofSize: 16, weight: .semibold)
        nameLabel.text = name
    }
}

final class LibraryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let titleView = SectionTitleView()
        view.addSubview(titleView)
        navigationItem.title = "Library"
    }
}
