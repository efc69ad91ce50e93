import UIKit

/// A button that shows an image and a title: its title label draws, so its font scales.
final class AttachmentView: UIView {
    private lazy var retryButton: UIButton = {
        let retryButton = UIButton(type: .system)
        retryButton.titleLabel?.font = .boldSystemFont(ofSize: 15)
        retryButton.setImage(UIImage(systemName: "arrow.clockwise"), for: .normal)
        retryButton.setTitle("Retry", for: .normal)
        return retryButton
    }()

    /// A helper of the file that shows its attributes as text in a label.
    private let captionLabel = UILabel()

    func install() {
        addSubview(retryButton)
        show("Sent", attributes: [.font: UIFont.systemFont(ofSize: 13)])
    }

    private func show(_ text: String, attributes: [NSAttributedString.Key: Any]) {
        captionLabel.attributedText = NSAttributedString(string: text, attributes: attributes)
    }
}

/// A stack stored in a property and added to the view, not to a bar: its label grows.
final class ProfileViewController: UIViewController {
    private var infoStack: UIStackView!
    private var nameLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        self.nameLabel = UILabel()
        self.nameLabel.font = UIFont.boldSystemFont(ofSize: 17)
        self.infoStack = UIStackView(arrangedSubviews: [self.nameLabel])
        view.addSubview(self.infoStack)
    }
}
