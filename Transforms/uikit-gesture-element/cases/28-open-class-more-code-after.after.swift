import UIKit

open class CardView: UIView {
    public let titleLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapCard)))
        titleLabel.accessibilityTraits.insert(.button)
        layer.cornerRadius = 16
        layer.masksToBounds = true
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc open func didTapCard() {}
}
