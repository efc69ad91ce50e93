import UIKit

final class BannerView: UIView {
    private let bannerLabel = UILabel()

    func configure(isCompact: Bool) {
        if isCompact { bannerLabel.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: UIFont.systemFont(ofSize: 12)); bannerLabel.adjustsFontForContentSizeCategory = true }
    }
}
