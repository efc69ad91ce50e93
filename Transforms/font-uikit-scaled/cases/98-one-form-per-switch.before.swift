import UIKit

/// Fonts chosen per case of one switch are fixed in one form: where one case needs
/// `UIFontMetrics` (27 pt is no text style's size), the cases that match a style are wrapped too.
/// Where one case cannot be scaled at all, the switch is reported once and no case changes.
enum CardDensity {
    case spacious
    case standard
    case compact

    var titleFont: UIFont {
        switch self {
        case .spacious: return .systemFont(ofSize: 27)
        case .standard: return .systemFont(ofSize: 20)
        case .compact: return .systemFont(ofSize: 17)
        }
    }
}

final class BadgeView: UIView {
    private let countLabel = UILabel()

    func style(for density: CardDensity) {
        switch density {
        case .spacious:
            countLabel.font = .systemFont(ofSize: 20, weight: .semibold)
        case .standard:
            countLabel.font = .systemFont(ofSize: 15)
        case .compact:
            // Fixed size: the count sits in a 16 pt dot.
            countLabel.font = .systemFont(ofSize: 11)
        }
    }
}
