import UIKit

final class WeatherView: UIView {
    private let temperatureLabel = UILabel()

    func configure(temperature: Int) {
        temperatureLabel.font = UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: UIFont.systemFont(ofSize: 34, weight: .thin)) // big and light
        temperatureLabel.adjustsFontForContentSizeCategory = true
        temperatureLabel.text = "\(temperature)°"
    }
}
