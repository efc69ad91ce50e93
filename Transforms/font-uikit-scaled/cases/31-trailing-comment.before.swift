import UIKit

final class WeatherView: UIView {
    private let temperatureLabel = UILabel()

    func configure(temperature: Int) {
        temperatureLabel.font = UIFont.systemFont(ofSize: 34, weight: .thin) // big and light
        temperatureLabel.text = "\(temperature)°"
    }
}
