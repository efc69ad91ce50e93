import UIKit

final class SettingsFooterView: UIView {
    private let footerLabel = UILabel()

    func configure() {
        footerLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        footerLabel.adjustsFontForContentSizeCategory = true
        footerLabel.textColor = .secondaryLabel
    }
}
