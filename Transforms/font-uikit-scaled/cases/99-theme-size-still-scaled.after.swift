import UIKit

enum Metrics {
    static let captionSize: CGFloat = 12
}

final class ReceiptCell: UITableViewCell {
    private let noteLabel = UILabel()
    private let totalLabel = UILabel()

    // A size of the app's own design, even when read through a value: not the user's.
    func configure(compact: Bool) {
        noteLabel.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: .systemFont(ofSize: Metrics.captionSize))
        noteLabel.adjustsFontForContentSizeCategory = true
        let totalSize: CGFloat = compact ? 15 : 17
        totalLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: totalSize, weight: .semibold))
        totalLabel.adjustsFontForContentSizeCategory = true
    }
}
