import UIKit

final class ShippingAddressView: UIView {
    @IBOutlet private weak var streetLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(editAddress)))
        isAccessibilityElement = true
        accessibilityTraits.insert(.button)
        accessibilityLabel = "Shipping address" // [VERIFY] confirm label matches intent
    }

    @objc private func editAddress() {}
}
