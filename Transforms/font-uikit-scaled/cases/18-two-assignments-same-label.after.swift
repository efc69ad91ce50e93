import UIKit

final class StatusView: UIView {
    private let statusLabel = UILabel()

    func update(isError: Bool) {
        if isError {
            statusLabel.textColor = .systemRed
        }
        statusLabel.font = UIFont.systemFont(ofSize: 13)
        statusLabel.text = isError ? "Failed" : "Synced"
        statusLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.boldSystemFont(ofSize: 13))
        statusLabel.adjustsFontForContentSizeCategory = true
    }
}
