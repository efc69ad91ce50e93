import UIKit

extension NSMutableAttributedString {
    func setFont(_ font: UIFont) {
        addAttribute(.font, value: font, range: NSRange(location: 0, length: length))
    }
}

/// Looks like the measuring helpers, but the styled text goes to labels people read.
final class ReceiptCell: UITableViewCell {
    let totalLabel = UILabel()
    let noteLabel = UILabel()

    func show(total: String, note: String) {
        totalLabel.attributedText = Self.styledTotal(total)
        let styled = NSMutableAttributedString(string: note)
        styled.setFont(.systemFont(ofSize: 13))
        noteLabel.attributedText = styled
    }

    private static func styledTotal(_ text: String) -> NSAttributedString {
        NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 15, weight: .semibold)])
    }
}
