import UIKit

// The view looks its words up through the project's wrapper (`"…".localize()`): the new label goes
// through the same wrapper, not through another lookup the code never uses.
final class CouponBannerView: UIView {
    private let titleText = "Coupons".localize()
    private let emptyText = "No coupons yet".localize()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openWallet)))
        isAccessibilityElement = true
        accessibilityTraits.insert(.button)
        accessibilityLabel = "Open wallet".localize() // [VERIFY] confirm label matches intent
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func openWallet() {}
}

extension String {
    func localize() -> String { NSLocalizedString(self, comment: "") }
}
