import UIKit

final class ReceiptHeaderView: UIView {
    private let totalLabel = UILabel()

    func configure(total: String) {
        let totalSize: CGFloat = 22
        totalLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: .monospacedDigitSystemFont(ofSize: totalSize, weight: .bold))
        totalLabel.adjustsFontForContentSizeCategory = true
        totalLabel.text = total
    }
}
