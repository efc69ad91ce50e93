import UIKit

/// A label that toggles when tapped is read by VoiceOver already, with its text: made one element
/// with a new label, it would lose that text. It needs only the button trait.
final class ToggleLabel: UILabel {
    var isChecked = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggle)))
        accessibilityTraits.insert(.button)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func toggle() { isChecked.toggle() }
}
