import UIKit

// iOS reads the text-size setting; the branch builds for tvOS too, where UIFontMetrics exists.
#if os(iOS) || os(tvOS)
final class EpisodeCell: UICollectionViewCell {
    private let episodeLabel = UILabel()

    func configure(title: String) {
        episodeLabel.font = UIFont.systemFont(ofSize: 15)
        episodeLabel.text = title
    }
}
#endif
