import UIKit

/// `updateSelection(_:)` sets the font again only when the row is selected, and nothing calls
/// `refreshColors()`: the font set where the label is made is what shows, so it is scaled too.
final class TagRowView: UIView {
    private let nameLabel = UILabel()

    func setUpViews() {
        nameLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        nameLabel.adjustsFontForContentSizeCategory = true
        addSubview(nameLabel)
    }

    func select() {
        updateSelection(true)
    }

    func updateSelection(_ selected: Bool) {
        if selected {
            nameLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.boldSystemFont(ofSize: 15))
            nameLabel.adjustsFontForContentSizeCategory = true
        }
    }

    func refreshColors() {
        nameLabel.font = UIFont.preferredFont(forTextStyle: .callout)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.textColor = .label
    }
}
