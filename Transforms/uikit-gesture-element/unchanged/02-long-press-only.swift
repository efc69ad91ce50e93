import UIKit

final class MessageBubbleView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(showReactions)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func showReactions() {}
}
