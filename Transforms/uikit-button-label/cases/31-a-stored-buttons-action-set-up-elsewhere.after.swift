import UIKit

/// A button a stored property's closure makes, whose action another method hooks up
/// (`closeButton.addTarget(…)` in `setupView()`): the action names what it does, as it would in
/// the same scope.
final class NoticeCell: UITableViewCell {
    let closeButton: UIButton = {
        let button = UIButton()
        button.setImage(UIImage(named: "notice-dismiss"), for: .normal)
        button.accessibilityLabel = "Close" // [VERIFY] confirm label matches intent
        return button
    }()

    func setupView() {
        contentView.addSubview(closeButton)
        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
    }

    @objc private func closeTapped() {}
}
