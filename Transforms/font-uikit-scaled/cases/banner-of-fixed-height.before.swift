import UIKit

// A wide banner fixed only in height is a row, not a tile: its height can be let grow, so the
// label there is reported; a square key without a fixed height scales.
final class BannerView: UIView {
    private let banner = UIView()
    private let messageLabel = UILabel()

    func setUp() {
        addSubview(banner)
        banner.translatesAutoresizingMaskIntoConstraints = false
        banner.widthAnchor.constraint(equalToConstant: 320).isActive = true
        banner.heightAnchor.constraint(equalToConstant: 44).isActive = true
        banner.addSubview(messageLabel)
        messageLabel.font = UIFont.systemFont(ofSize: 15)
    }

    func key(titled title: String) -> UIButton {
        let key = UIButton(type: .system)
        key.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        key.setTitle(title, for: .normal)
        key.widthAnchor.constraint(equalToConstant: 120).isActive = true
        return key
    }

    // Two views built alike: the round button's `result` is a tile, the empty state's stack is not.
    private lazy var composeButton: UIButton = {
        let result = UIButton(type: .system)
        result.set(.width, to: 56)
        result.set(.height, to: 56)
        return result
    }()

    private lazy var emptyState: UIView = {
        let emptyLabel = UILabel()
        emptyLabel.font = .boldSystemFont(ofSize: 17)
        emptyLabel.text = "No messages"
        let result = UIStackView()
        result.addArrangedSubview(emptyLabel)
        return result
    }()
}

extension UIView {
    enum Dimension { case width, height }

    func set(_ dimension: Dimension, to value: CGFloat) {
        let anchor = dimension == .width ? widthAnchor : heightAnchor
        anchor.constraint(equalToConstant: value).isActive = true
    }
}
