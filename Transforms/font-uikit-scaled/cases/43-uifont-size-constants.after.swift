import UIKit

final class SearchResultsBar: UIView {
    private let resultsLabel = UILabel()
    private let hintLabel = UILabel()
    private let doneButton = UIButton(type: .system)

    // UIKit's size constants are fixed point sizes (12, 14, 17 and 18 pt on iOS).
    func configure() {
        resultsLabel.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: .systemFont(ofSize: UIFont.smallSystemFontSize))
        resultsLabel.adjustsFontForContentSizeCategory = true
        hintLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.italicSystemFont(ofSize: UIFont.systemFontSize))
        hintLabel.adjustsFontForContentSizeCategory = true
        doneButton.titleLabel?.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .boldSystemFont(ofSize: UIFont.buttonFontSize))
        doneButton.titleLabel?.adjustsFontForContentSizeCategory = true
    }

    func titleFont() -> UIFont {
        UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont.systemFont(ofSize: UIFont.labelFontSize, weight: .semibold))
    }
}
