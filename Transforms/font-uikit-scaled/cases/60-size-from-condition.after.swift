import UIKit

final class EpisodeHeaderView: UIView {
    private let titleLabel = UILabel()
    private let dateLabel = UILabel()

    func configure(isCompactWidth: Bool) {
        titleLabel.font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: UIFont.systemFont(ofSize: isCompactWidth ? 15 : 20, weight: .semibold))
        titleLabel.adjustsFontForContentSizeCategory = true
        dateLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.systemFont(ofSize: traitCollection.horizontalSizeClass == .compact ? 11 : 13))
        dateLabel.adjustsFontForContentSizeCategory = true
    }
}
