import UIKit

// The handler's guard reads the label's text, not a flag that can turn the tap off, and the
// cell holds only a label: the cell is the element, and it gets the trait.
final class ReceiptRowCell: UITableViewCell {
    let amountLabel = UILabel()
    let pendingIcon = UIImageView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(amountLabel)
        contentView.addSubview(pendingIcon)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openReceipt)))
        accessibilityTraits.insert(.button)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func openReceipt() {
        guard let amount = amountLabel.text else { return }
        NotificationCenter.default.post(name: .init("openReceipt"), object: amount)
    }
}
