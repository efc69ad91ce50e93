import UIKit

final class AboutHeader: UIView {
    private let aboutLabel = UILabel()
    private let noteLabel = UILabel()

    func build(about: String, note: String) {
        // Replaced by the attributed text's own fonts: left alone.
        aboutLabel.font = .systemFont(ofSize: 16)
        aboutLabel.numberOfLines = 0
        aboutLabel.attributedText = makeAboutText(about)
        // The attributed text gives a colour only, so this font shows.
        noteLabel.font = .preferredFont(forTextStyle: .subheadline)
        noteLabel.adjustsFontForContentSizeCategory = true
        noteLabel.numberOfLines = 0
        noteLabel.attributedText = NSAttributedString(
            string: note, attributes: [.foregroundColor: UIColor.secondaryLabel])
        addSubview(aboutLabel)
        addSubview(noteLabel)
    }

    private func makeAboutText(_ text: String) -> NSAttributedString {
        NSMutableAttributedString(string: text, attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
    }

    static func notice(for attributes: [NSAttributedString.Key: Any]?) -> NSAttributedString {
        // Nothing resizes it afterwards: it shows at this size.
        let noticeFont: UIFont = attributes?[.font] as? UIFont ?? UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 14))
        return NSAttributedString(string: "Removed", attributes: [.font: noticeFont])
    }
}
