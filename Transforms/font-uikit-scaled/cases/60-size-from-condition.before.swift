import UIKit

final class EpisodeHeaderView: UIView {
    private let titleLabel = UILabel()
    private let dateLabel = UILabel()

    func configure(isCompactWidth: Bool) {
        titleLabel.font = UIFont.systemFont(ofSize: isCompactWidth ? 15 : 20, weight: .semibold)
        dateLabel.font = UIFont.systemFont(ofSize: traitCollection.horizontalSizeClass == .compact ? 11 : 13)
    }
}
