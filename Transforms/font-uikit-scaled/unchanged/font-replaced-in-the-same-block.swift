import UIKit

final class WelcomeHeader: UIView {
    private let introLabel = UILabel()

    func build(intro: String) {
        // The attributed text below gives every run its own font: this one never shows.
        introLabel.font = .systemFont(ofSize: 16)
        introLabel.numberOfLines = 0
        introLabel.attributedText = NSAttributedString(
            string: intro, attributes: [.font: UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))])
        addSubview(introLabel)
    }

    static func notice(for attributes: [NSAttributedString.Key: Any]?) -> NSAttributedString {
        // The next line sets the size again.
        var noticeFont: UIFont = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 14)
        noticeFont = noticeFont.withSize(14)
        return NSAttributedString(string: "Removed", attributes: [.font: noticeFont])
    }

    func sidebarFont(nested: Bool) -> UIFont {
        // Scaled once below, whichever branch chose it.
        var font = UIFont.preferredFont(forTextStyle: .subheadline)
        if nested {
            font = UIFont.systemFont(ofSize: 14)
        }
        return UIFontMetrics(forTextStyle: .title3).scaledFont(for: font)
    }

    func customFont(named name: String?) -> UIFont {
        var font = UIFont.preferredFont(forTextStyle: .body)
        if let name, let custom = UIFont(name: name, size: 17) {
            font = custom
        }
        return UIFontMetrics(forTextStyle: .body).scaledFont(for: font)
    }
}
