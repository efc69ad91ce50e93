import UIKit

final class ToastBubble: UIView {
    private let messageLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(messageLabel)
        // A toast goes away by itself; the tap only sends it early.
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(hideNow)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func hideNow() {}
}

final class ContactRow: UIView {
    private let nameLabel = UILabel()
    private let phoneLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(nameLabel)
        addSubview(phoneLabel)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(call)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func call() {}
}
