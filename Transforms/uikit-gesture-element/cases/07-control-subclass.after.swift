import UIKit

final class RatingControl: UIControl {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(cycleRating)))
        isAccessibilityElement = true
        accessibilityTraits.insert(.button)
        accessibilityLabel = "Rating control" // [VERIFY] confirm label matches intent
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func cycleRating() {}
}
