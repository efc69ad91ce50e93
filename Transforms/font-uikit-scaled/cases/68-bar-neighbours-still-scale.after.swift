import UIKit

/// Text near bars is still text: a label in the view under the navigation bar, and attributes of
/// an attributed string (not of a bar) are scaled.
final class ChannelHeaderViewController: UIViewController {
    private let titleLabel = UILabel()
    private let headerLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Channel"
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        view.addSubview(titleLabel)
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.preferredFont(forTextStyle: .subheadline)
        ]
        headerLabel.attributedText = NSAttributedString(string: "Members", attributes: attributes)
        view.addSubview(headerLabel)
    }
}
