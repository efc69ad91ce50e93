import UIKit

/// The handler is declared in an extension and does one thing wherever the tap lands: the label
/// VoiceOver reads already gets the button trait.
final class ShowMoreLabel: UILabel {
    var onExpand: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(expand)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

extension ShowMoreLabel {
    @objc private func expand() {
        onExpand?()
    }
}
