import UIKit

final class OrderSummaryCell: UITableViewCell {
    @IBOutlet private weak var totalLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        selectionStyle = .none
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showOrder)))
        isAccessibilityElement = true
        accessibilityTraits.insert(.button)
        accessibilityLabel = "Order summary" // [VERIFY] confirm label matches intent
    }

    @objc private func showOrder() {}
}
