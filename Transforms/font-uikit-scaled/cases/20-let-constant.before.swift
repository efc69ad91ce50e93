import UIKit

enum Typography {
    static let headline = UIFont.systemFont(ofSize: 28, weight: .bold)
    static let caption = UIFont.italicSystemFont(ofSize: 12)
}

final class ChartLegendView: UIView {
    func draw(name: String, at point: CGPoint) {
        let legendFont = UIFont.systemFont(ofSize: 11)
        (name as NSString).draw(at: point, withAttributes: [.font: legendFont])
    }
}
