import UIKit

final class TimelineViewController: UIViewController {
    // The code turns scaling off for this label on purpose: a navigation bar subtitle.
    private lazy var subtitleLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 12)
        label.textColor = .secondaryLabel
        label.adjustsFontForContentSizeCategory = false
        return label
    }()
}
