import UIKit

final class TagChipView: UIView {
    private let label = UILabel()

    convenience init(tag: String) {
        self.init(frame: .zero)
        label.text = tag
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(selectTag)))
        isAccessibilityElement = true
        accessibilityTraits.insert(.button)
        accessibilityLabel = "Tag chip" // [VERIFY] confirm label matches intent
    }

    @objc private func selectTag() {}
}
