import UIKit

/// A dismiss button that only ever shows an image: its title label never draws, so its font
/// changes nothing on screen.
final class QuotePreviewView: UIView {
    private lazy var dismissButton: UIButton = {
        let dismissButton = UIButton(type: .system)
        dismissButton.titleLabel?.font = .boldSystemFont(ofSize: 15)
        dismissButton.setImage(UIImage(systemName: "xmark.circle"), for: .normal)
        return dismissButton
    }()

    func install() {
        addSubview(dismissButton)
    }
}

/// A badge glyph passed to a helper of the file that only measures the attributes and draws
/// them into an image of a fixed size.
enum BadgeImage {
    static func badge(for symbol: String) -> UIImage {
        render(symbol, attributes: [.font: UIFont.systemFont(ofSize: 26)], size: CGSize(width: 28, height: 28))
    }

    private static func render(_ text: String, attributes: [NSAttributedString.Key: Any], size: CGSize?)
        -> UIImage
    {
        let size = size ?? (text as NSString).size(withAttributes: attributes)
        return UIGraphicsImageRenderer(size: size).image { _ in
            (text as NSString).draw(in: CGRect(origin: .zero, size: size), withAttributes: attributes)
        }
    }
}

/// A name label stacked into the navigation item's title view, the stack stored in a property.
final class ProjectViewController: UIViewController {
    private var titleStack: UIStackView!
    private var nameLabel: UILabel!
    private let iconView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        self.nameLabel = UILabel()
        self.nameLabel.font = UIFont.boldSystemFont(ofSize: 17)
        self.titleStack = UIStackView(arrangedSubviews: [self.iconView, self.nameLabel])
        self.navigationItem.titleView = self.titleStack
    }
}

/// A font that only measures a pill's width through the common `String` extension.
final class TagPillCell: UICollectionViewCell {
    func size(for tag: String) -> CGSize {
        CGSize(width: tag.width(withConstrainedHeight: 28, font: .systemFont(ofSize: 13)) + 16, height: 28)
    }
}

/// One symbol as a title or a label's text is an icon drawn as text, sized to its pill.
final class UpdatesHeaderController {
    func configure(_ header: UpdatesHeaderView, collapsed: Bool) {
        header.toggleButton.setTitle("▾", for: .normal)
        header.toggleButton.titleLabel?.font = UIFont.boldSystemFont(ofSize: 28)
        header.statusDot.text = "●"
        header.statusDot.font = .systemFont(ofSize: 9)
    }
}

final class UpdatesHeaderView: UICollectionReusableView {
    let toggleButton = UIButton(type: .system)
    let statusDot = UILabel()
}
