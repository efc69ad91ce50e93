import UIKit

final class PromoBannerView: UIView {
    private lazy var tap = UITapGestureRecognizer(target: self, action: #selector(openPromo))

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemYellow
        addGestureRecognizer(tap)
        isAccessibilityElement = true
        accessibilityTraits.insert(.button)
        accessibilityLabel = "Open promo" // [VERIFY] confirm label matches intent
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func openPromo() {}
}
