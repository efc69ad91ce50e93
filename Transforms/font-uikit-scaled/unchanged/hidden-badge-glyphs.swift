import UIKit

/// A 14 pt corner badge whose code hides it from assistive technologies: its digit is part of the
/// badge's design, and the badge's constant size would clip it grown.
final class StackCountBadge: UIView {
    private let countLabel = UILabel()

    init(count: Int) {
        super.init(frame: .zero)
        countLabel.text = "\(count)"
        countLabel.font = .systemFont(ofSize: 7)
        addSubview(countLabel)
        isAccessibilityElement = false
        NSLayoutConstraint.activate([
            widthAnchor.constraint(equalToConstant: 14),
            heightAnchor.constraint(equalToConstant: 14),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

final class PhotoTileCell: UICollectionViewCell {
    private let photo = UIImageView()
    /// A tag drawn over the photo, hidden from assistive technologies where it is made.
    private var tagButton: UIButton = {
        let button = UIButton(type: .custom)
        button.setTitle("RAW", for: .normal)
        button.accessibilityElementsHidden = true
        return button
    }()
    /// The same kind of fixed box, read by VoiceOver: reported.
    private let captionLabel = UILabel()

    func configure() {
        contentView.addSubview(photo)
        tagButton.frame = CGRect(x: 4, y: 4, width: 36, height: 22)
        tagButton.titleLabel?.font = .systemFont(ofSize: 12, weight: .bold)
        contentView.addSubview(tagButton)
        captionLabel.frame = CGRect(x: 4, y: 150, width: 120, height: 18)
        captionLabel.font = .systemFont(ofSize: 12)
        contentView.addSubview(captionLabel)
    }
}
