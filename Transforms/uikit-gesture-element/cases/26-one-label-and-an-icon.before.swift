import UIKit

final class FolderTitleView: UIView {
    private let titleLabel = UILabel()
    private let chevron = UIImageView(image: UIImage(systemName: "chevron.down"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        let row = UIStackView(arrangedSubviews: [titleLabel, chevron])
        addSubview(row)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(togglePicker)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func togglePicker() {}
}

final class StickerCell: UIView {
    private let sticker: String

    init(sticker: String) {
        self.sticker = sticker
        super.init(frame: .zero)
        setUp()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func setUp() {
        let glyph: UILabel = UILabel()
        glyph.text = sticker
        addSubview(glyph)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(send)))
    }

    @objc private func send() {}
}
