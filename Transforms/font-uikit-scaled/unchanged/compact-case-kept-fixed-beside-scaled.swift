import UIKit

/// A row that scales its fonts in the regular layout and keeps them fixed in the dense one: the
/// author chose which case grows (the dense rows have a constant height), so neither changes.
enum RowDensity {
    case regular
    case dense
}

final class TimerRowView: UIView {
    private let countdownLabel = UILabel()
    private let titleLabel = UILabel()

    func apply(_ density: RowDensity) {
        switch density {
        case .dense:
            let font = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular)
            countdownLabel.font = font
        case .regular:
            let font = UIFontMetrics(forTextStyle: .caption2)
                .scaledFont(for: UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular))
            countdownLabel.font = font
            countdownLabel.adjustsFontForContentSizeCategory = true
        }
    }

    func applyTitle(dense: Bool) {
        if dense {
            titleLabel.font = UIFont.systemFont(ofSize: 13)
        } else {
            titleLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
            titleLabel.adjustsFontForContentSizeCategory = true
        }
    }
}
