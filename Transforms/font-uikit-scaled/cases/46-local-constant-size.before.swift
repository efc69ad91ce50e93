import UIKit

final class ReceiptHeaderView: UIView {
    private let totalLabel = UILabel()

    func configure(total: String) {
        let totalSize: CGFloat = 22
        totalLabel.font = .monospacedDigitSystemFont(ofSize: totalSize, weight: .bold)
        totalLabel.text = total
    }
}
