import UIKit

final class ShippingAddressView: UIView {
    @IBOutlet private weak var streetLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(editAddress)))
    }

    @objc private func editAddress() {}
}
