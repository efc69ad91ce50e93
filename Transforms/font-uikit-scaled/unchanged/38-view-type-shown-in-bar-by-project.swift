import UIKit

/// A title view class whose fonts are set where it is declared; the project shows it as a
/// navigation item's title view (here a controller in the same file, through a local), so its
/// title and subtitle sit in the bar's fixed height.
final class ConversationTitleView: UIView {
    private let nameFont = UIFont.systemFont(ofSize: 16, weight: .semibold)
    private let statusFont = UIFont.systemFont(ofSize: 13)
    private let nameLabel = UILabel()
    private let statusLabel = UILabel()

    func update(name: String, status: String) {
        nameLabel.font = nameFont
        nameLabel.text = name
        statusLabel.font = statusFont
        statusLabel.text = status
    }
}

final class ConversationViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let titleView = ConversationTitleView()
        navigationItem.titleView = titleView
    }
}
