import UIKit

final class ProductCardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .button
        accessibilityLabel = NSLocalizedString("Product", comment: "Product card")
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openProduct)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func openProduct() {}
}
