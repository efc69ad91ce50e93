import UIKit

/// The row reads its labels as one element, so each label is hidden from VoiceOver; they are still
/// text people read, constrained to grow, so their fonts scale.
final class ContactRow: UITableViewCell {
    private let nameLabel = UILabel()
    private let iconLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.isAccessibilityElement = false
        nameLabel.font = UIFont.systemFont(ofSize: 16)
        iconLabel.font = UIFont.systemFont(ofSize: 15)
        isAccessibilityElement = true
        contentView.addSubview(nameLabel)
        contentView.addSubview(iconLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        accessibilityLabel = nameLabel.text
    }
}
