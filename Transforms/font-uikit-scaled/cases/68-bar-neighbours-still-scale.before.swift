import UIKit

/// Text near bars is still text: a label in the view under the navigation bar, and attributes of
/// an attributed string (not of a bar) are scaled.
final class ChannelHeaderViewController: UIViewController {
    private let titleLabel = UILabel()
    private let headerLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Channel"
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        view.addSubview(titleLabel)
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 15)
        ]
        headerLabel.attributedText = NSAttributedString(string: "Members", attributes: attributes)
        view.addSubview(headerLabel)
    }
}
