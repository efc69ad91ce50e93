import UIKit

final class SettingsRowView: UIView {
    private let plainLabel = UILabel()
    private let mediumLabel = UILabel()
    private let semiboldLabel = UILabel()
    private let boldLabel = UILabel()
    private let heavyLabel = UILabel()
    private let boldSystemLabel = UILabel()

    func applyFonts() {
        plainLabel.font = UIFont.preferredFont(forTextStyle: .body)
        plainLabel.adjustsFontForContentSizeCategory = true
        mediumLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17, weight: .medium))
        mediumLabel.adjustsFontForContentSizeCategory = true
        semiboldLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        semiboldLabel.adjustsFontForContentSizeCategory = true
        boldLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont.systemFont(ofSize: 17, weight: .bold))
        boldLabel.adjustsFontForContentSizeCategory = true
        heavyLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont.systemFont(ofSize: 17, weight: .heavy))
        heavyLabel.adjustsFontForContentSizeCategory = true
        boldSystemLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont.boldSystemFont(ofSize: 17))
        boldSystemLabel.adjustsFontForContentSizeCategory = true
    }
}
