import UIKit

private let cardTitleSize: CGFloat = 17

enum CardMetrics {
    static let captionSize: CGFloat = 12
}

final class RecipeCardCell: UICollectionViewCell {
    private let nameLabel = UILabel()
    private let servingsLabel = UILabel()
    private let detailSize: CGFloat = 15

    func configure() {
        nameLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont.boldSystemFont(ofSize: cardTitleSize))
        nameLabel.adjustsFontForContentSizeCategory = true
        servingsLabel.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: UIFont.systemFont(ofSize: CardMetrics.captionSize))
        servingsLabel.adjustsFontForContentSizeCategory = true
    }

    func makeDetailLabel() -> UILabel {
        let detailLabel = UILabel()
        detailLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.italicSystemFont(ofSize: self.detailSize))
        detailLabel.adjustsFontForContentSizeCategory = true
        return detailLabel
    }
}
