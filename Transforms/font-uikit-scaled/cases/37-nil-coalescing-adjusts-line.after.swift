import UIKit

final class ReceiptView: UIView {
    private let totalLabel = UILabel()

    func configure(total: String) {
        totalLabel.font = UIFont(name: "Menlo-Regular", size: 14).map { UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: $0) } ?? UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 14))
        totalLabel.adjustsFontForContentSizeCategory = true
        totalLabel.text = total
    }
}
