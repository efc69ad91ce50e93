import UIKit

enum Typography {
    static let headline = UIFont.systemFont(ofSize: 28, weight: .bold)
    static let caption = UIFont.italicSystemFont(ofSize: 12)
}

final class ChartLegendView: UIView {
    private let legendLabel = UILabel()

    func configure(name: String) {
        let legendFont = UIFont.preferredFont(forTextStyle: .caption2)
        legendLabel.font = legendFont
        legendLabel.text = name
    }
}
