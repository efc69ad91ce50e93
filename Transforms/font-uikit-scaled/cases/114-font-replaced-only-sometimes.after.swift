import UIKit

/// Looks like a row whose update replaces its font, but only a highlighted row gets another
/// font: every other row shows the one set where the label is made.
public final class BadgeRowCell: UITableViewCell {
    private let badgeLabel: UILabel = {
        let result = UILabel()
        result.font = .preferredFont(forTextStyle: .caption1)
        result.adjustsFontForContentSizeCategory = true
        result.numberOfLines = 0
        return result
    }()

    public func update(badge: String, highlighted: Bool) {
        badgeLabel.text = badge
        if highlighted {
            badgeLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        }
    }
}
