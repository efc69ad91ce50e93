import UIKit

/// A caption placed below a picture of constant size, not on it: the caption grows with its text,
/// and is scaled.
final class LevelCard: UIView {
    private lazy var crest: UIImageView = {
        let view = UIImageView(image: UIImage(named: "crest"))
        view.translatesAutoresizingMaskIntoConstraints = false
        view.widthAnchor.constraint(equalToConstant: 30 * 1.5).isActive = true
        view.heightAnchor.constraint(equalToConstant: 40 * 1.5).isActive = true
        return view
    }()

    private lazy var captionLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    func setUp(title: String) {
        captionLabel.text = title
        addSubview(crest)
        addSubview(captionLabel)
        captionLabel.topAnchor.constraint(equalTo: crest.bottomAnchor, constant: 4).isActive = true
        captionLabel.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
        captionLabel.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
    }
}
