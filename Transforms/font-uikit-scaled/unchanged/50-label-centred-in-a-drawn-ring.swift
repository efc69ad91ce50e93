import UIKit

/// A percentage centred in a ring the view strokes at a fixed radius: larger text would spill out
/// of the ring, so it keeps its size. The caption under the ring is laid out freely and scales.
final class UploadRingView: UIView {
    private let valueLabel = UILabel()
    private let ringLayer = CAShapeLayer()

    var valueSize: CGFloat = 18 {
        didSet {
            valueLabel.font = UIFont.systemFont(ofSize: valueSize)
            placeValue()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let ring = UIBezierPath(
            arcCenter: CGPoint(x: 40, y: 40), radius: 32, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        ringLayer.path = ring.cgPath
        ringLayer.lineWidth = 6
        layer.addSublayer(ringLayer)
        valueLabel.font = UIFont.systemFont(ofSize: 18, weight: .medium)
        addSubview(valueLabel)
    }

    required init?(coder: NSCoder) { nil }

    private func placeValue() {
        valueLabel.sizeToFit()
        valueLabel.center = CGPoint(x: 40, y: 40)
    }
}
