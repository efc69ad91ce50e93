import UIKit

// iOS reads the text-size setting; the branch builds for tvOS too, where UIFontMetrics exists.
#if os(iOS) || os(tvOS)
final class EpisodeCell: UICollectionViewCell {
    private let episodeLabel = UILabel()

    func configure(title: String) {
        episodeLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        episodeLabel.adjustsFontForContentSizeCategory = true
        episodeLabel.text = title
    }
}
#endif
