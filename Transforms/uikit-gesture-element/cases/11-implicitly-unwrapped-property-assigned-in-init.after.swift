import UIKit

final class NotificationBannerView: UIView {
    private var tapRecognizer: UITapGestureRecognizer!

    override init(frame: CGRect) {
        super.init(frame: frame)
        tapRecognizer = UITapGestureRecognizer(target: self, action: #selector(openNotification))
        addGestureRecognizer(tapRecognizer)
        isAccessibilityElement = true
        accessibilityTraits.insert(.button)
        accessibilityLabel = "Open notification" // [VERIFY] confirm label matches intent
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func openNotification() {}
}
