import UIKit

final class AlbumCell: UICollectionViewCell {
    private let coverView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(coverView)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(playAlbum)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func playAlbum() {}
}
