import UIKit

final class FooterView: UIView {
    private let versionLabel = UILabel()

    func configure(version: String) {
        versionLabel.text = version
        versionLabel.font = UIFont.preferredFont(forTextStyle: .caption2)
        versionLabel.adjustsFontForContentSizeCategory = true
    }
}