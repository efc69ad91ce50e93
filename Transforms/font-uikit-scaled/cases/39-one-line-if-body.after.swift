import UIKit

final class BannerView: UIView {
    private let bannerLabel = UILabel()

    func configure(isCompact: Bool) {
        if isCompact { bannerLabel.font = UIFont.preferredFont(forTextStyle: .caption1); bannerLabel.adjustsFontForContentSizeCategory = true }
    }
}
