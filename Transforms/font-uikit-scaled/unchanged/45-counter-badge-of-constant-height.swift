import UIKit

/// An unread counter is a circle whose corner radius is half the height it holds itself at:
/// larger text would overflow the circle, so its font is reported.
final class UnreadCounterView: UIView {
    private let countLabel = UILabel()

    init(size: CGFloat) {
        super.init(frame: .zero)
        let radius = size / 2
        layer.cornerRadius = radius
        backgroundColor = .systemRed
        addConstraint(constraintHeightTo(size))
        addSubview(countLabel)
    }

    required init?(coder: NSCoder) { nil }

    func setCount(_ count: Int) {
        countLabel.attributedText = NSAttributedString(
            string: String(count), attributes: [.font: UIFont.systemFont(ofSize: 12)])
    }
}

// Elsewhere in the project:
// extension UIView { func constraintHeightTo(_ height: CGFloat) -> NSLayoutConstraint { heightAnchor.constraint(equalToConstant: height) } }
