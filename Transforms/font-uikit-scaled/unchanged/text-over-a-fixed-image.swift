import UIKit

// A number laid over a picture of constant size: the image does not grow with the text, so the
// number is part of the picture, whatever its proportions.
final class LevelBadge: UIView {
    private lazy var crest: UIImageView = {
        let view = UIImageView(image: UIImage(named: "crest"))
        view.translatesAutoresizingMaskIntoConstraints = false
        view.widthAnchor.constraint(equalToConstant: 30 * 1.5).isActive = true
        view.heightAnchor.constraint(equalToConstant: 40 * 1.5).isActive = true
        return view
    }()

    private lazy var levelLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 24, weight: .heavy)
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    func setUp(level: Int) {
        levelLabel.text = "\(level)"
        addSubview(crest)
        crest.addSubview(levelLabel)
        levelLabel.centerXAnchor.constraint(equalTo: crest.centerXAnchor).isActive = true
        levelLabel.centerYAnchor.constraint(equalTo: crest.centerYAnchor).isActive = true
    }
}
