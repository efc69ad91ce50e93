import UIKit

final class ReceiptView: UIView {
    private let totalLabel = UILabel()

    func show(total: String) {
        let text = NSMutableAttributedString(
            string: " Total ",
            attributes: [.font: UIFont.systemFont(ofSize: 13, weight: .semibold)]
        )
        text.append(NSAttributedString(string: total, attributes: [.font: UIFont.systemFont(ofSize: 15)]))
        totalLabel.attributedText = text
    }
}
