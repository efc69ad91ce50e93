import UIKit

// The project looks its words up (`NSLocalizedString` below): the new label goes through the
// same mechanism as every other, with a comment for translators, not as an English literal.
final class AttachmentThumbnailView: UIView {
    static let emptyTitle = NSLocalizedString("attachment.empty", comment: "")

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showPreview)))
        isAccessibilityElement = true
        accessibilityTraits.insert(.button)
        accessibilityLabel = NSLocalizedString("Show preview", comment: "Accessibility label of an image-only button") // [VERIFY] confirm label matches intent
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func showPreview() {}
}
