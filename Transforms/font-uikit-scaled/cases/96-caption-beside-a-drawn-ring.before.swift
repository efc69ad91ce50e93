import UIKit

/// A view that draws a ring but lays its caption out below it, not centred in it: the caption
/// scales.
final class StepsRingView: UIView {
    private let ringLayer = CAShapeLayer()
    private let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let ring = UIBezierPath(
            arcCenter: CGPoint(x: 40, y: 40), radius: 32, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        ringLayer.path = ring.cgPath
        layer.addSublayer(ringLayer)
        captionLabel.font = UIFont.systemFont(ofSize: 15)
        captionLabel.numberOfLines = 0
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(captionLabel)
        NSLayoutConstraint.activate([
            captionLabel.topAnchor.constraint(equalTo: topAnchor, constant: 88),
            captionLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}
