import UIKit

final class TraitAwareLabelView: UIView {
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        detailLabel.font = UIFont.preferredFont(forTextStyle: .caption1, compatibleWith: traitCollection)
        let metrics = UIFontMetrics(forTextStyle: .caption1)
        detailLabel.font = metrics.scaledFont(for: .systemFont(ofSize: 12), compatibleWith: traitCollection)
    }
}
