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

final class UndoSnackbar: UIView {
    private let messageLabel = UILabel()
    private let actionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(messageLabel)
        addSubview(actionLabel)
        // Its tap acts: it is no toast that only goes away.
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(undoDelete)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func undoDelete() {}
}

final class ToastView: UIView {
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
        // The recognizer made in a `let`; its action names only the tap.
        let tapGesture = UITapGestureRecognizer(target: self, action: #selector(didTap(gesture:)))
        addGestureRecognizer(tapGesture)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func didTap(gesture: UITapGestureRecognizer) {}
}
