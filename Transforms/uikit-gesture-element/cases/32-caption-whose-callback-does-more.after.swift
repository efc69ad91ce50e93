import UIKit

/// A caption whose callback is set to do more than focus a field (it selects a button): its tap does
/// something of its own, so it is judged as any other tapped label.
final class ToggleCaption: UILabel {
    var onPress: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(pressed)))
        accessibilityTraits.insert(.button)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func pressed() {
        onPress?()
    }
}

final class SwitchCell: UITableViewCell {
    private let caption = ToggleCaption()
    private let toggle = UIButton()

    func configure() {
        caption.onPress = { [weak self] in
            self?.toggle.isSelected = true
            self?.toggle.becomeFirstResponder()
        }
    }
}
