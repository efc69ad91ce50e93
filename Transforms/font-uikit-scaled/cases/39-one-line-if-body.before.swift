import UIKit

final class BannerView: UIView {
    private let bannerLabel = UILabel()

    func configure(isCompact: Bool) {
        if isCompact { bannerLabel.font = UIFont.systemFont(ofSize: 12) }
    }
}
