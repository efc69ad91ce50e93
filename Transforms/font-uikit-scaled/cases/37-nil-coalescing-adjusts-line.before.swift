import UIKit

final class ReceiptView: UIView {
    private let totalLabel = UILabel()

    func configure(total: String) {
        totalLabel.font = UIFont(name: "Menlo-Regular", size: 14) ?? .systemFont(ofSize: 14)
        totalLabel.text = total
    }
}
