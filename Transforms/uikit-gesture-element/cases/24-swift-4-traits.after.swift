import UIKit

final class AttachmentChip: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(removeAttachment)))
        isAccessibilityElement = true
        accessibilityTraits |= UIAccessibilityTraitButton
        accessibilityLabel = "Remove attachment" // [VERIFY] confirm label matches intent
    }

    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func removeAttachment() {}
}

final class HashtagLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(searchHashtag)))
        accessibilityTraits |= UIAccessibilityTraitButton
    }

    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func searchHashtag() {}
}
