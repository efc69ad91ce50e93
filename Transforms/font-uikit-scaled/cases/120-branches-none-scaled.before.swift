import UIKit

/// No branch of the switch scales its font: nothing says a case keeps its size on purpose, so
/// every case is scaled.
enum RowDensity {
    case regular
    case dense
}

final class TimerRowView: UIView {
    private let countdownLabel = UILabel()

    func apply(_ density: RowDensity) {
        switch density {
        case .dense:
            countdownLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular)
        case .regular:
            countdownLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 14, weight: .regular)
        }
    }
}

/// A table of text roles that returns a font per case: a fixed case beside scaled ones reads as
/// one left behind, and is scaled.
enum CaptionRole {
    case title
    case sidebar

    var font: UIFont {
        switch self {
        case .title: return UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: .semibold))
        case .sidebar: return .systemFont(ofSize: 14)
        }
    }
}
