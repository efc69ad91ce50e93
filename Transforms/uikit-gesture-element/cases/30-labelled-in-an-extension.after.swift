import UIKit

/// The class sets its label in an extension (here, in the same file; another file's counts too):
/// that label stays, and only the element and its trait are added.
final class OfferCardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openOffer)))
        isAccessibilityElement = true
        accessibilityTraits.insert(.button)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func openOffer() {}
}

extension OfferCardView {
    func configure(title: String) {
        accessibilityAttributedLabel = NSAttributedString(string: title)
    }
}
