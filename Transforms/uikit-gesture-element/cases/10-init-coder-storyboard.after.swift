import UIKit

final class ColorSwatchView: UIView {
    var color: UIColor = .systemBlue

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(pickColor)))
        isAccessibilityElement = true
        accessibilityTraits.insert(.button)
        accessibilityLabel = "Pick color" // [VERIFY] confirm label matches intent
    }

    @objc private func pickColor() {}
}
