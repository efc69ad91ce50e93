import UIKit

// Text drawn as a picture of a small fixed tile: an avatar's initials, an emoji key.
final class AvatarCell: UITableViewCell {
    private let placeholder = UIView()
    private let initialsLabel = UILabel()
    private let avatarSide: CGFloat = 56

    func setUp() {
        placeholder.layer.cornerRadius = avatarSide / 2
        contentView.addSubview(placeholder)
        placeholder.translatesAutoresizingMaskIntoConstraints = false
        placeholder.widthAnchor.constraint(equalToConstant: avatarSide).isActive = true
        placeholder.heightAnchor.constraint(equalToConstant: avatarSide).isActive = true
        placeholder.addSubview(initialsLabel)
        initialsLabel.font = UIFont.systemFont(ofSize: 24, weight: .medium)
        initialsLabel.textAlignment = .center
    }
}

final class ReactionBar: UIView {
    func key(for emoji: String) -> UIButton {
        let key = UIButton(type: .custom)
        key.titleLabel?.font = .systemFont(ofSize: 28)
        key.setTitle(emoji, for: .normal)
        key.clipsToBounds = true
        key.frame = CGRect(x: 0, y: 0, width: 36, height: 36)
        return key
    }
}

final class StickerGrid: UICollectionView {
    static let stickerSide: CGFloat = 44

    static func makeLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: stickerSide, height: stickerSide)
        return layout
    }
}

private final class StickerCell: UICollectionViewCell {
    let glyphLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        glyphLabel.font = .systemFont(ofSize: 30)
        contentView.addSubview(glyphLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
