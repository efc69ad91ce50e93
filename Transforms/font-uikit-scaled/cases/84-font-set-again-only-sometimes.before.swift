import UIKit

/// `updateSelection(_:)` sets the font again only when the row is selected, and nothing calls
/// `refreshColors()`: the font set where the label is made is what shows, so it is scaled too.
final class TagRowView: UIView {
    private let nameLabel = UILabel()

    func setUpViews() {
        nameLabel.font = UIFont.systemFont(ofSize: 15)
        addSubview(nameLabel)
    }

    func select() {
        updateSelection(true)
    }

    func updateSelection(_ selected: Bool) {
        if selected {
            nameLabel.font = UIFont.boldSystemFont(ofSize: 15)
        }
    }

    func refreshColors() {
        nameLabel.font = UIFont.systemFont(ofSize: 16)
        nameLabel.textColor = .label
    }
}
