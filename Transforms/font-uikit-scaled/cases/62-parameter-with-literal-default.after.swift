import UIKit

enum LabelFactory {
    static func makeTagLabel(text: String, size: CGFloat = 13) -> UILabel {
        let tagLabel = UILabel()
        tagLabel.text = text
        tagLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.systemFont(ofSize: size, weight: .medium))
        tagLabel.adjustsFontForContentSizeCategory = true
        return tagLabel
    }
}
