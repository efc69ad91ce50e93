import UIKit

final class AlbumCell: UICollectionViewCell {
    private let coverView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(coverView)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(playAlbum)))
        isAccessibilityElement = true
        accessibilityTraits.insert(.button)
        accessibilityLabel = "Album" // [VERIFY] confirm label matches intent
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func playAlbum() {}
}
