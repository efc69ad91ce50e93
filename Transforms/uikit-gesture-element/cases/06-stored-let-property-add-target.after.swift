import UIKit

final class MiniPlayerView: UIView {
    private let tap = UITapGestureRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        tap.addTarget(self, action: #selector(expandPlayer))
        addGestureRecognizer(tap)
        isAccessibilityElement = true
        accessibilityTraits.insert(.button)
        accessibilityLabel = "Expand player" // [VERIFY] confirm label matches intent
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func expandPlayer() {}
}
