import UIKit

final class WeatherTileView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let tap = UITapGestureRecognizer(target: self, action: #selector(showForecast))
        tap.numberOfTapsRequired = 1
        addGestureRecognizer(tap)
        isAccessibilityElement = true
        accessibilityTraits.insert(.button)
        accessibilityLabel = "Show forecast" // [VERIFY] confirm label matches intent
        layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func showForecast() {}
}
