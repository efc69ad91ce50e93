import UIKit

/// Left alone: a tap that only moves keyboard focus (it dismisses the keyboard, or focuses the
/// field from a larger area), which VoiceOver does on the field itself; and a cell holding a
/// button that lets touches through, which VoiceOver reads and whose activation taps the cell.
/// Reported: a view that holds the project's own label or button class (one element would hide
/// it), and a tap that dismisses the keyboard and does more.
final class QuantityPicker: UIView {
    private let textField = UITextField()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(textField)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func tapped() {
        if textField.isFirstResponder {
            textField.resignFirstResponder()
        }
    }
}

final class EntryRow: UIView {
    private let entryField = UITextField()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(entryField)
        let tap = UITapGestureRecognizer(target: self, action: #selector(focusField))
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func focusField() {
        _ = entryField.becomeFirstResponder()
    }
}

class ListCell: UICollectionViewCell {}

final class SpinnerButton: UIButton {}

final class PaddedLabel: UILabel {}

final class LoadMoreCell: ListCell {
    lazy var button: SpinnerButton = {
        let button = SpinnerButton()
        button.isUserInteractionEnabled = false
        return button
    }()
    var onTapAction: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(button)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(loadMore)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func loadMore() {
        onTapAction?()
    }
}

final class RetryBanner: UIView {
    let retryButton = SpinnerButton()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(retryButton)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(retry)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func retry() {}
}

final class BadgeView: UIView {
    private let titleLabel = PaddedLabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openBadge)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func openBadge() {}
}

final class SearchHeader: UIView {
    private let queryField = UITextField()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(queryField)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func tapped() {
        queryField.resignFirstResponder()
        search()
    }

    private func search() {}
}
