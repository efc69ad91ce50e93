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
        nameLabel.font = UIFont.boldSystemFont(ofSize: cardTitleSize)
        servingsLabel.font = UIFont.systemFont(ofSize: CardMetrics.captionSize)
    }

    func makeDetailLabel() -> UILabel {
        let detailLabel = UILabel()
        detailLabel.font = UIFont.italicSystemFont(ofSize: self.detailSize)
        return detailLabel
    }
}
