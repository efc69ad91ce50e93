import UIKit

/// A round gauge clips itself to a circle and holds its labels to a constant width; a subclass
/// sets a font of its own. Larger text would be cut off by the circle, so the fonts are reported.
class RoundGaugeView: UIView {
    let valueLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        valueLabel.numberOfLines = 2
        valueLabel.preferredMaxLayoutWidth = 60
        addSubview(valueLabel)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 2
    }

    func show(_ value: String) {
        valueLabel.text = value
        valueLabel.font = UIFont.boldSystemFont(ofSize: 15)
    }
}

final class StepsGaugeView: RoundGaugeView {
    override func show(_ value: String) {
        super.show(value)
        valueLabel.font = UIFont.systemFont(ofSize: 13)
    }
}
