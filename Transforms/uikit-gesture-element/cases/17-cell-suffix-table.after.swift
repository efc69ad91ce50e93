import UIKit

final class OrderSummaryCell: UITableViewCell {
    @IBOutlet private weak var totalLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        selectionStyle = .none
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showOrder)))
        accessibilityTraits.insert(.button)
    }

    @objc private func showOrder() {}
}
