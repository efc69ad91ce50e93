import UIKit

/// A form row's caption whose tap runs a callback, and every place that sets the callback makes it
/// focus the row's field: the caption is a label for the field, which VoiceOver reaches and edits by
/// itself, not a button (moves-focus). A caption whose callback is set to do something else too is
/// still a button (cases/ caption-whose-callback-does-more).
final class FieldCaption: UILabel {
    var didTap: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func tapped() {
        didTap?()
    }
}

final class NameCell: UITableViewCell {
    private let caption = FieldCaption()
    private let field = UITextField()
    private var isEmpty = true

    func configure() {
        caption.didTap = { [weak self] in
            guard let self else { return }
            if self.isEmpty {
                self.field.becomeFirstResponder()
            }
        }
    }
}
