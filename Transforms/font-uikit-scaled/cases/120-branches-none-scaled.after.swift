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
            countdownLabel.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular))
            countdownLabel.adjustsFontForContentSizeCategory = true
        case .regular:
            countdownLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.monospacedDigitSystemFont(ofSize: 14, weight: .regular))
            countdownLabel.adjustsFontForContentSizeCategory = true
        }
    }
}
