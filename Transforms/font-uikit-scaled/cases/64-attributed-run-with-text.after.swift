import UIKit

final class ReceiptView: UIView {
    private let totalLabel = UILabel()

    func show(total: String) {
        let text = NSMutableAttributedString(
            string: " Total ",
            attributes: [.font: UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.systemFont(ofSize: 13, weight: .semibold))]
        )
        text.append(NSAttributedString(string: total, attributes: [.font: UIFont.preferredFont(forTextStyle: .subheadline)]))
        // Used for a line break and for the footnote: the footnote is text.
        let noteAttributes: [NSAttributedString.Key: Any] = [.font: UIFont.preferredFont(forTextStyle: .caption2)]
        text.append(NSAttributedString(string: "\n", attributes: noteAttributes))
        text.append(NSAttributedString(string: "incl. VAT", attributes: noteAttributes))
        totalLabel.attributedText = text
    }
}
