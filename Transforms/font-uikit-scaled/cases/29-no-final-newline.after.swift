import UIKit

final class FooterView: UIView {
    private let versionLabel = UILabel()

    func configure(version: String) {
        versionLabel.text = version
        versionLabel.font = UIFontMetrics(forTextStyle: .caption2).scaledFont(for: UIFont.systemFont(ofSize: 11))
        versionLabel.adjustsFontForContentSizeCategory = true
    }
}