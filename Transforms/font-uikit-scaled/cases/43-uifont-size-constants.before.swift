import UIKit

final class SearchResultsBar: UIView {
    private let resultsLabel = UILabel()
    private let hintLabel = UILabel()
    private let doneButton = UIButton(type: .system)

    // UIKit's size constants are fixed point sizes (12, 14, 17 and 18 pt on iOS).
    func configure() {
        resultsLabel.font = .systemFont(ofSize: UIFont.smallSystemFontSize)
        hintLabel.font = UIFont.italicSystemFont(ofSize: UIFont.systemFontSize)
        doneButton.titleLabel?.font = .boldSystemFont(ofSize: UIFont.buttonFontSize)
    }

    func titleFont() -> UIFont {
        UIFont.systemFont(ofSize: UIFont.labelFontSize, weight: .semibold)
    }
}
